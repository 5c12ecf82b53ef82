import type {
  Driver,
  DriverInput,
  DriverListSort,
  DriverStatus,
  ListPage,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';
import { fleetApi } from '../../shared/api';

const DRIVERS = '/api/fleetfolio/drivers';

const driversApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Drivers table: one page per cursor (no pay in a dispatcher's rows). */
    driverPage: build.infiniteQuery<
      ListPage<Driver>,
      TableQuery<DriverStatus, DriverListSort>,
      string | null
    >({
      ...cursorPages(`${DRIVERS}/page`),
      providesTags: ['Driver'],
    }),
    /** One driver, for one opened by its address that the loaded pages do not hold. */
    driver: build.query<Driver, string>({
      query: (id) => ({ key: [DRIVERS, encodeURIComponent(id)] }),
      providesTags: ['Driver'],
    }),
    createDriver: build.mutation<Driver, DriverInput>({
      query: (body) => ({ url: DRIVERS, method: 'POST', body }),
      invalidatesTags: ['Driver', 'CarrierDashboard'],
    }),
    updateDriver: build.mutation<Driver, { id: string; driver: DriverInput }>({
      query: ({ id, driver }) => ({ url: `${DRIVERS}/${id}`, method: 'PUT', body: driver }),
      invalidatesTags: ['Driver', 'CarrierDashboard'],
    }),
    deleteDriver: build.mutation<void, string>({
      query: (id) => ({ url: `${DRIVERS}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Driver', 'CarrierDashboard'],
    }),
    restoreDriver: build.mutation<unknown, string>({
      query: (id) => ({ url: `${DRIVERS}/${id}/restore`, method: 'POST' }),
      invalidatesTags: ['Driver', 'CarrierDashboard'],
    }),
  }),
});

export const {
  useDriverPageInfiniteQuery,
  useDriverQuery,
  useCreateDriverMutation,
  useUpdateDriverMutation,
  useDeleteDriverMutation,
  useRestoreDriverMutation,
} = driversApi;
