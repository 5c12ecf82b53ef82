import type { ActivityEntryView, ComplianceView, FleetDashboardStats } from '@freight/contracts';
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
    /** Papers expired or running out within 30 days: an edited date refreshes it. */
    compliance: build.query<ComplianceView, void>({
      query: () => ({ key: ['/api/fleetfolio/compliance'] }),
      providesTags: ['Driver', 'Truck', 'Trailer'],
    }),
  }),
});

export const { useDashboardStatsQuery, useRecentActivityQuery, useComplianceQuery } = dashboardApi;
