import { adminApi } from '../../shared/api';
import {
  type AdminApplicationSort,
  type AdminDriverApplication,
  type AdminOwnerOperatorApplication,
  type ApplicationStatus,
  type ListPage,
  type StatusChangeInput,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';

export type ApplicationKind = 'drivers' | 'owner-operators';

/** A driver's application, or an owner operator's with the truck. */
export type AdminApplication = AdminDriverApplication | AdminOwnerOperatorApplication;

type ApplicationTableQuery = TableQuery<ApplicationStatus, AdminApplicationSort> & {
  kind: ApplicationKind;
};

interface ApplicationStatusChange extends StatusChangeInput<ApplicationStatus> {
  kind: ApplicationKind;
  id: string;
}

const TAG = {
  drivers: 'DriverApplication',
  'owner-operators': 'OwnerOperatorApplication',
} as const;

const applicationsUrl = (kind: ApplicationKind) => `/api/admin/applications/${kind}`;

const applicationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** A driver or owner operator applications table: one page per cursor. */
    adminApplications: build.infiniteQuery<
      ListPage<AdminApplication>,
      ApplicationTableQuery,
      string | null
    >({
      ...cursorPages(
        ({ kind, ...query }: ApplicationTableQuery) => [applicationsUrl(kind), query] as const,
      ),
      providesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
    /** One application, for a record opened by its address that the loaded pages do not hold. */
    adminApplication: build.query<AdminApplication, { kind: ApplicationKind; id: string }>({
      query: ({ kind, id }) => ({ key: [applicationsUrl(kind), encodeURIComponent(id)] }),
      providesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
    changeApplicationStatus: build.mutation<AdminApplication, ApplicationStatusChange>({
      query: ({ kind, id, ...body }) => ({
        url: `${applicationsUrl(kind)}/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
  }),
});

export const {
  useAdminApplicationsInfiniteQuery,
  useAdminApplicationQuery,
  useChangeApplicationStatusMutation,
} = applicationsApi;
