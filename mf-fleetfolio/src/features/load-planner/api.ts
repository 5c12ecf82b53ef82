import type {
  CustomerView,
  ListPage,
  LoadStatus,
  PlannedLoad,
  PlannedLoadInput,
  PlannedLoadListSort,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';
import { fleetApi } from '../../shared/api';

const LOADS = '/api/fleetfolio/loads';
/** The carrier's customers, shippers and consignees (each mirrored in its address book). */
const ADDRESS_BOOK = '/api/fleetfolio/customers';

const loadsApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Load Planner table: one page per cursor. */
    plannedLoadPage: build.infiniteQuery<
      ListPage<PlannedLoad>,
      TableQuery<LoadStatus, PlannedLoadListSort>,
      string | null
    >({
      ...cursorPages(`${LOADS}/page`),
      providesTags: ['PlannedLoad'],
    }),
    /** One load, for one opened by its address that the loaded pages do not hold. */
    plannedLoad: build.query<PlannedLoad, string>({
      query: (id) => ({ key: [LOADS, encodeURIComponent(id)] }),
      providesTags: ['PlannedLoad'],
    }),
    /** What the load form suggests from: the carrier's own saved customers and addresses. */
    loadAddressBook: build.query<CustomerView[], void>({
      query: () => ({ key: [ADDRESS_BOOK] }),
      providesTags: ['Customer'],
    }),
    createPlannedLoad: build.mutation<PlannedLoad, PlannedLoadInput>({
      query: (body) => ({ url: LOADS, method: 'POST', body }),
      invalidatesTags: ['PlannedLoad', 'CarrierDashboard', 'Customer'],
    }),
    updatePlannedLoad: build.mutation<PlannedLoad, { id: string; load: PlannedLoadInput }>({
      query: ({ id, load }) => ({ url: `${LOADS}/${id}`, method: 'PUT', body: load }),
      invalidatesTags: ['PlannedLoad', 'CarrierDashboard', 'Customer'],
    }),
    deletePlannedLoad: build.mutation<void, string>({
      query: (id) => ({ url: `${LOADS}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PlannedLoad', 'CarrierDashboard'],
    }),
    restorePlannedLoad: build.mutation<unknown, string>({
      query: (id) => ({ url: `${LOADS}/${id}/restore`, method: 'POST' }),
      invalidatesTags: ['PlannedLoad', 'CarrierDashboard'],
    }),
  }),
});

export const {
  usePlannedLoadPageInfiniteQuery,
  usePlannedLoadQuery,
  useLoadAddressBookQuery,
  useCreatePlannedLoadMutation,
  useUpdatePlannedLoadMutation,
  useDeletePlannedLoadMutation,
  useRestorePlannedLoadMutation,
} = loadsApi;
