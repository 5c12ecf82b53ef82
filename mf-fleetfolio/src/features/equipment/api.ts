import type { Trailer, TrailerInput, Truck, TruckInput } from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const TRUCKS = '/api/fleetfolio/trucks';
const TRAILERS = '/api/fleetfolio/trailers';

const equipmentApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    trucks: build.query<Truck[], void>({
      query: () => ({ key: [TRUCKS] }),
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
    trailers: build.query<Trailer[], void>({
      query: () => ({ key: [TRAILERS] }),
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
  useTrucksQuery,
  useCreateTruckMutation,
  useUpdateTruckMutation,
  useDeleteTruckMutation,
  useRestoreTruckMutation,
  useTrailersQuery,
  useCreateTrailerMutation,
  useUpdateTrailerMutation,
  useDeleteTrailerMutation,
  useRestoreTrailerMutation,
} = equipmentApi;
