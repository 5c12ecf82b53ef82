import { freightApi } from '@freight/runtime';
import type {
  ClientLogin,
  ClientRegistration,
  ClientUser,
  EmailVerification,
} from '@freight/contracts';

/** Everything cached for one client; invalidated whenever who is signed in changes. */
const CLIENT_DATA = ['ClientSession', 'Shipment', 'Invoice', 'Quote'] as const;

const clientAuthApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    clientMe: build.query<ClientUser | null, void>({
      query: () => ({ key: ['/api/client-portal/me'], returnNullOn401: true }),
      providesTags: ['ClientSession'],
    }),
    clientLogin: build.mutation<ClientUser, ClientLogin>({
      query: (body) => ({ url: '/api/client-portal/login', method: 'POST', body }),
      invalidatesTags: [...CLIENT_DATA],
    }),
    clientRegister: build.mutation<ClientUser, ClientRegistration>({
      query: (body) => ({ url: '/api/client-portal/register', method: 'POST', body }),
      invalidatesTags: [...CLIENT_DATA],
    }),
    verifyClientEmail: build.mutation<{ success: boolean }, EmailVerification>({
      query: (body) => ({ url: '/api/client-portal/verify-email', method: 'POST', body }),
      invalidatesTags: [...CLIENT_DATA],
    }),
    resendVerification: build.mutation<{ emailSent: boolean }, void>({
      query: () => ({ url: '/api/client-portal/resend-verification', method: 'POST', body: {} }),
    }),
    clientLogout: build.mutation<void, void>({
      query: () => ({ url: '/api/client-portal/logout', method: 'POST' }),
      invalidatesTags: [...CLIENT_DATA],
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
