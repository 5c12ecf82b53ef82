import { ADMIN_TAGS, adminApi } from '../../shared/api';
import type { AdminAuthStatus, AdminLogin } from '@freight/contracts';

/** Sign-in and sign-out drop everything the panel cached, so no one sees another's data. */
const adminAuthApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminAuthStatus: build.query<AdminAuthStatus, void>({
      query: () => ({ key: ['/api/admin/auth-status'] }),
      providesTags: ['AdminSession'],
    }),
    adminLogin: build.mutation<{ success: boolean; username: string }, AdminLogin>({
      query: (body) => ({ url: '/api/admin/login', method: 'POST', body }),
      invalidatesTags: [...ADMIN_TAGS],
    }),
    adminLogout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/api/admin/logout', method: 'POST' }),
      invalidatesTags: [...ADMIN_TAGS],
    }),
  }),
});

export const { useAdminAuthStatusQuery, useAdminLoginMutation, useAdminLogoutMutation } =
  adminAuthApi;
