import type { ActivityEntryView, FleetDashboardStats } from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const dashboardApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardStats: build.query<FleetDashboardStats, void>({
      query: () => ({ key: ['/api/fleetfolio/dashboard/stats'] }),
      providesTags: ['CarrierDashboard'],
    }),
    recentActivity: build.query<ActivityEntryView[], void>({
      query: () => ({ key: ['/api/fleetfolio/dashboard/activity'] }),
      providesTags: ['CarrierDashboard'],
    }),
  }),
});

export const { useDashboardStatsQuery, useRecentActivityQuery } = dashboardApi;
