import type {
  Driver,
  ListPage,
  PlannedLoad,
  Trailer,
  TripInput,
  TripListSort,
  TripStatus,
  TripView,
  Truck,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';
import { fleetApi } from '../../shared/api';

const TRIPS = '/api/fleetfolio/trips';
const CHANGES = ['Trip', 'PlannedLoad', 'CarrierDashboard', 'Report', 'Document'] as const;

const tripsApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Trips table: one page per cursor (no pay figures in a dispatcher's rows). */
    tripPage: build.infiniteQuery<
      ListPage<TripView>,
      TableQuery<TripStatus, TripListSort>,
      string | null
    >({
      ...cursorPages(`${TRIPS}/page`),
      providesTags: ['Trip'],
    }),
    /** One trip, for one opened by its address that the loaded pages do not hold. */
    trip: build.query<TripView, string>({
      query: (id) => ({ key: [TRIPS, encodeURIComponent(id)] }),
      providesTags: ['Trip'],
    }),
    tripDrivers: build.query<Driver[], void>({
      query: () => ({ key: ['/api/fleetfolio/drivers'] }),
      providesTags: ['Driver'],
    }),
    tripTrucks: build.query<Truck[], void>({
      query: () => ({ key: ['/api/fleetfolio/trucks'] }),
      providesTags: ['Truck'],
    }),
    tripTrailers: build.query<Trailer[], void>({
      query: () => ({ key: ['/api/fleetfolio/trailers'] }),
      providesTags: ['Trailer'],
    }),
    tripLoads: build.query<PlannedLoad[], void>({
      query: () => ({ key: ['/api/fleetfolio/loads'] }),
      providesTags: ['PlannedLoad'],
    }),
    createTrip: build.mutation<TripView, TripInput>({
      query: (body) => ({ url: TRIPS, method: 'POST', body }),
      invalidatesTags: [...CHANGES],
    }),
    deleteTrip: build.mutation<void, string>({
      query: (id) => ({ url: `${TRIPS}/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGES],
    }),
    restoreTrip: build.mutation<unknown, string>({
      query: (id) => ({ url: `${TRIPS}/${id}/restore`, method: 'POST' }),
      invalidatesTags: [...CHANGES],
    }),
    addTripLoad: build.mutation<TripView, { tripId: string; loadId: string }>({
      query: ({ tripId, loadId }) => ({
        url: `${TRIPS}/${tripId}/loads`,
        method: 'POST',
        body: { loadId },
      }),
      invalidatesTags: [...CHANGES],
    }),
    dispatchTrip: build.mutation<TripView, string>({
      query: (id) => ({ url: `${TRIPS}/${id}/dispatch`, method: 'POST', body: {} }),
      invalidatesTags: [...CHANGES],
    }),
    completeStop: build.mutation<TripView, { tripId: string; stopId: string }>({
      query: ({ tripId, stopId }) => ({
        url: `${TRIPS}/${tripId}/stops/${stopId}/complete`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [...CHANGES],
    }),
    setTripMiles: build.mutation<TripView, { tripId: string; totalMiles: number }>({
      query: ({ tripId, totalMiles }) => ({
        url: `${TRIPS}/${tripId}/miles`,
        method: 'PATCH',
        body: { totalMiles },
      }),
      invalidatesTags: [...CHANGES],
    }),
    setTripHours: build.mutation<TripView, { tripId: string; hours: number }>({
      query: ({ tripId, hours }) => ({
        url: `${TRIPS}/${tripId}/hours`,
        method: 'PATCH',
        body: { hours },
      }),
      invalidatesTags: [...CHANGES],
    }),
    addExpense: build.mutation<TripView, { tripId: string; form: FormData }>({
      query: ({ tripId, form }) => ({
        url: `${TRIPS}/${tripId}/expenses`,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: [...CHANGES],
    }),
    deleteExpense: build.mutation<TripView, { tripId: string; expenseId: string }>({
      query: ({ tripId, expenseId }) => ({
        url: `${TRIPS}/${tripId}/expenses/${expenseId}`,
        method: 'DELETE',
      }),
      invalidatesTags: [...CHANGES],
    }),
  }),
});

export const {
  useTripPageInfiniteQuery,
  useTripQuery,
  useTripDriversQuery,
  useTripTrucksQuery,
  useTripTrailersQuery,
  useTripLoadsQuery,
  useCreateTripMutation,
  useDeleteTripMutation,
  useRestoreTripMutation,
  useAddTripLoadMutation,
  useDispatchTripMutation,
  useCompleteStopMutation,
  useSetTripMilesMutation,
  useSetTripHoursMutation,
  useAddExpenseMutation,
  useDeleteExpenseMutation,
} = tripsApi;
