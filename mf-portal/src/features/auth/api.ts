import { PORTAL_TAGS, portalApi } from '../../shared/api';
import type { ClientLogin, ClientRegistration, ClientUser } from '@freight/contracts';

const clientAuthApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    clientMe: build.query<ClientUser | null, void>({
      query: () => ({ key: ['/api/client-portal/me'], returnNullOn401: true }),
      providesTags: ['ClientSession'],
    }),
    clientLogin: build.mutation<ClientUser, ClientLogin>({
      query: (body) => ({ url: '/api/client-portal/login', method: 'POST', body }),
      invalidatesTags: [...PORTAL_TAGS],
    }),
    clientRegister: build.mutation<ClientUser, ClientRegistration>({
      query: (body) => ({ url: '/api/client-portal/register', method: 'POST', body }),
      invalidatesTags: [...PORTAL_TAGS],
    }),
    verifyClientEmail: build.mutation<{ success: boolean }, string>({
      query: (token) => ({
        url: '/api/client-portal/verify-email',
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: [...PORTAL_TAGS],
    }),
    resendVerification: build.mutation<{ emailSent: boolean }, void>({
      query: () => ({ url: '/api/client-portal/resend-verification', method: 'POST', body: {} }),
    }),
    clientLogout: build.mutation<void, void>({
      query: () => ({ url: '/api/client-portal/logout', method: 'POST' }),
      invalidatesTags: [...PORTAL_TAGS],
    }),
  }),
});

export const {
  useClientMeQuery,
  useClientLoginMutation,
  useClientRegisterMutation,
  useClientLogoutMutation,
  useVerifyClientEmailMutation,
  useResendVerificationMutation,
} = clientAuthApi;
