import type {
  EquipmentListSort,
  EquipmentStatus,
  ListPage,
  Trailer,
  TrailerInput,
  Truck,
  TruckInput,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';
import { fleetApi } from '../../shared/api';

type EquipmentTableQuery = TableQuery<EquipmentStatus, EquipmentListSort>;

const TRUCKS = '/api/fleetfolio/trucks';
const TRAILERS = '/api/fleetfolio/trailers';

const equipmentApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Trucks table: one page per cursor. */
    truckPage: build.infiniteQuery<ListPage<Truck>, EquipmentTableQuery, string | null>({
      ...cursorPages(`${TRUCKS}/page`),
      providesTags: ['Truck'],
    }),
    /** One truck, for one opened by its address that the loaded pages do not hold. */
    truck: build.query<Truck, string>({
      query: (id) => ({ key: [TRUCKS, encodeURIComponent(id)] }),
      providesTags: ['Truck'],
    }),
    createTruck: build.mutation<Truck, TruckInput>({
      query: (body) => ({ url: TRUCKS, method: 'POST', body }),
      invalidatesTags: ['Truck', 'CarrierDashboard'],
    }),
    updateTruck: build.mutation<Truck, { id: string; truck: TruckInput }>({
      query: ({ id, truck }) => ({ url: `${TRUCKS}/${id}`, method: 'PUT', body: truck }),
      invalidatesTags: ['Truck', 'CarrierDashboard'],
    }),
    deleteTruck: build.mutation<void, string>({
      query: (id) => ({ url: `${TRUCKS}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Truck', 'CarrierDashboard'],
    }),
    restoreTruck: build.mutation<unknown, string>({
      query: (id) => ({ url: `${TRUCKS}/${id}/restore`, method: 'POST' }),
      invalidatesTags: ['Truck', 'CarrierDashboard'],
    }),
    /** The Trailers table: one page per cursor. */
    trailerPage: build.infiniteQuery<ListPage<Trailer>, EquipmentTableQuery, string | null>({
      ...cursorPages(`${TRAILERS}/page`),
      providesTags: ['Trailer'],
    }),
    /** One trailer, for one opened by its address that the loaded pages do not hold. */
    trailer: build.query<Trailer, string>({
      query: (id) => ({ key: [TRAILERS, encodeURIComponent(id)] }),
      providesTags: ['Trailer'],
    }),
    createTrailer: build.mutation<Trailer, TrailerInput>({
      query: (body) => ({ url: TRAILERS, method: 'POST', body }),
      invalidatesTags: ['Trailer', 'CarrierDashboard'],
    }),
    updateTrailer: build.mutation<Trailer, { id: string; trailer: TrailerInput }>({
      query: ({ id, trailer }) => ({ url: `${TRAILERS}/${id}`, method: 'PUT', body: trailer }),
      invalidatesTags: ['Trailer', 'CarrierDashboard'],
    }),
    deleteTrailer: build.mutation<void, string>({
      query: (id) => ({ url: `${TRAILERS}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Trailer', 'CarrierDashboard'],
    }),
    restoreTrailer: build.mutation<unknown, string>({
      query: (id) => ({ url: `${TRAILERS}/${id}/restore`, method: 'POST' }),
      invalidatesTags: ['Trailer', 'CarrierDashboard'],
    }),
  }),
});

export const {
  useTruckPageInfiniteQuery,
  useTruckQuery,
  useCreateTruckMutation,
  useUpdateTruckMutation,
  useDeleteTruckMutation,
  useRestoreTruckMutation,
  useTrailerPageInfiniteQuery,
  useTrailerQuery,
  useCreateTrailerMutation,
  useUpdateTrailerMutation,
  useDeleteTrailerMutation,
  useRestoreTrailerMutation,
} = equipmentApi;
