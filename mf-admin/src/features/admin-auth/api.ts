import { freightApi } from '@freight/runtime';
import type { AdminAuthStatus, AdminLogin } from '@freight/contracts';

/** Everything an admin session shows; dropped at sign-in and sign-out so no one sees stale data. */
const ADMIN_DATA = [
  'AdminSession',
  'Quote',
  'DriverApplication',
  'OwnerOperatorApplication',
  'ReviewRequest',
  'Review',
  'SentMail',
] as const;

export const adminAuthApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    adminAuthStatus: build.query<AdminAuthStatus, void>({
      query: () => ({ key: ['/api/admin/auth-status'] }),
      providesTags: ['AdminSession'],
    }),
    adminLogin: build.mutation<{ success: boolean; username: string }, AdminLogin>({
      query: (body) => ({ url: '/api/admin/login', method: 'POST', body }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    adminLogout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/api/admin/logout', method: 'POST' }),
      invalidatesTags: [...ADMIN_DATA],
    }),
  }),
});

export const { useAdminAuthStatusQuery, useAdminLoginMutation, useAdminLogoutMutation } =
  adminAuthApi;
