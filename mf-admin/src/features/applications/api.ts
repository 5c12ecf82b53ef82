import { adminApi } from '../../shared/api';
import type {
  AdminDriverApplication,
  AdminListQuery,
  AdminOwnerOperatorApplication,
  ApplicationStatus,
  StatusChangeInput,
} from '@freight/contracts';
import { listQueryString } from '../../shared/listQuery';

export type ApplicationKind = 'drivers' | 'owner-operators';

interface ApplicationStatusChange extends StatusChangeInput<ApplicationStatus> {
  kind: ApplicationKind;
  id: string;
}

const TAG = {
  drivers: 'DriverApplication',
  'owner-operators': 'OwnerOperatorApplication',
} as const;

const applicationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminDriverApplications: build.query<AdminDriverApplication[], AdminListQuery>({
      query: (filters) => ({
        key: [`/api/admin/applications/drivers${listQueryString(filters)}`],
      }),
      providesTags: [TAG.drivers],
    }),
    adminOwnerOperatorApplications: build.query<AdminOwnerOperatorApplication[], AdminListQuery>({
      query: (filters) => ({
        key: [`/api/admin/applications/owner-operators${listQueryString(filters)}`],
      }),
      providesTags: [TAG['owner-operators']],
    }),
    changeApplicationStatus: build.mutation<AdminDriverApplication, ApplicationStatusChange>({
      query: ({ kind, id, ...body }) => ({
        url: `/api/admin/applications/${kind}/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
  }),
});

export const {
  useAdminDriverApplicationsQuery,
  useAdminOwnerOperatorApplicationsQuery,
  useChangeApplicationStatusMutation,
} = applicationsApi;
