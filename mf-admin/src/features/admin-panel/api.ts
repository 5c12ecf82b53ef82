import { adminApi } from '../../shared/api';
import type { AdminSummary } from '@freight/contracts';

const adminPanelApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminSummary: build.query<AdminSummary, void>({
      query: () => ({ key: ['/api/admin/summary'] }),
      providesTags: ['Quote', 'DriverApplication', 'OwnerOperatorApplication'],
    }),
  }),
});

export const { useAdminSummaryQuery } = adminPanelApi;
