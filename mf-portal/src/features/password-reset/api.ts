import { portalApi } from '../../shared/api';
import type { PasswordReset, PasswordResetRequest } from '@freight/contracts';

const passwordResetApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<{ message: string }, PasswordResetRequest>({
      query: (body) => ({ url: '/api/client-portal/password-reset/request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message: string }, PasswordReset>({
      query: (body) => ({ url: '/api/client-portal/password-reset', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordResetApi;
