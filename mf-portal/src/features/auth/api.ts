import { takePageRead, type FreightStore, type PageReadSource } from '@freight/runtime';
import { PORTAL_TAGS, portalApi } from '../../shared/api';
import type {
  ClientLogin,
  ClientRegistration,
  ClientUser,
  EmailVerification,
} from '@freight/contracts';

/** The client's session check; its answer `null` says no client is signed in (a 401). */
export const CLIENT_SESSION_PATH = '/api/client-portal/me';

const clientAuthApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    clientMe: build.query<ClientUser | null, void>({
      query: () => ({ key: [CLIENT_SESSION_PATH], returnNullOn401: true }),
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
    verifyClientEmail: build.mutation<{ success: boolean }, EmailVerification>({
      query: (body) => ({ url: '/api/client-portal/verify-email', method: 'POST', body }),
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

/**
 * Seeds the session check with the answer the page came with: the shell's page server gives a
 * visitor it knows to have no client session `null`, with the portal's signed-out screen, so the
 * first render shows the sign-in card at once instead of a placeholder until the check answers.
 */
export function seedClientSession(
  store: Pick<FreightStore, 'dispatch'>,
  take: PageReadSource = takePageRead,
): void {
  const read = take(CLIENT_SESSION_PATH);
  if (!read) return;
  store.dispatch(
    clientAuthApi.util.upsertQueryEntries([
      { endpointName: 'clientMe', arg: undefined, value: read.value as ClientUser | null },
    ]),
  );
}
