import { toolsApi } from '../../shared/api';
import type { TripPlannerStats, TripPlanRequest, TripPlanResult } from '@freight/contracts';

const tripPlannerApi = toolsApi.injectEndpoints({
  endpoints: (build) => ({
    tripPlannerStats: build.query<TripPlannerStats, void>({
      query: () => ({ key: ['/api/trip-planner/stats'] }),
      providesTags: ['TripPlannerStats'],
    }),
    trackTripPlannerVisit: build.mutation<void, void>({
      query: () => ({ url: '/api/trip-planner/track-visit', method: 'POST' }),
    }),
    calculateRoute: build.mutation<TripPlanResult, TripPlanRequest>({
      query: (body) => ({ url: '/api/trip-planner/calculate-route', method: 'POST', body }),
      invalidatesTags: ['TripPlannerStats'],
    }),
  }),
});

export const {
  useTripPlannerStatsQuery,
  useTrackTripPlannerVisitMutation,
  useCalculateRouteMutation,
} = tripPlannerApi;
