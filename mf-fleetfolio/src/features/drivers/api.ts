import type { Driver, DriverInput } from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const DRIVERS = '/api/fleetfolio/drivers';

const driversApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    drivers: build.query<Driver[], void>({
      query: () => ({ key: [DRIVERS] }),
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
  useDriversQuery,
  useCreateDriverMutation,
  useUpdateDriverMutation,
  useDeleteDriverMutation,
  useRestoreDriverMutation,
} = driversApi;
