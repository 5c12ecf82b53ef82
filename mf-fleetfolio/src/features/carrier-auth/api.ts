import type {
  FleetAccount,
  FleetLogin,
  FleetRegistration,
  PasswordReset,
  PasswordResetRequest,
  InvitationView,
  InviteAcceptInput,
} from '@freight/contracts';
import { CARRIER_TAGS, fleetApi } from '../../shared/api';
import { rememberDriver } from './lastDriver';

interface SessionCheck {
  authenticated: true;
  account: FleetAccount;
}

const carrierAuthApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in account, or null when the session check answers 401. */
    carrierSession: build.query<SessionCheck | null, void>({
      query: () => ({ key: ['/api/fleetfolio/auth/check'], returnNullOn401: true }),
      providesTags: ['CarrierSession'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const account = (await queryFulfilled).data?.account;
          rememberDriver(account?.role === 'driver' ? account.id : null);
        } catch {
          // Unanswered, the check says nothing of who is signed in: what the phone knows stays.
        }
      },
    }),
    carrierLogin: build.mutation<{ account: FleetAccount }, FleetLogin>({
      query: (body) => ({ url: '/api/fleetfolio/login', method: 'POST', body }),
    }),
    carrierRegister: build.mutation<{ account: FleetAccount }, FleetRegistration>({
      query: (body) => ({ url: '/api/fleetfolio/register', method: 'POST', body }),
    }),
    /** What an invitation link opens: the address, role and carrier (410 or 404 says why not). */
    invitation: build.query<InvitationView, string>({
      query: (token) => ({
        key: [`/api/fleetfolio/team/invitations/${encodeURIComponent(token)}`],
      }),
    }),
    acceptInvitation: build.mutation<{ account: FleetAccount }, InviteAcceptInput>({
      query: (body) => ({ url: '/api/fleetfolio/team/invitations/accept', method: 'POST', body }),
    }),
    requestNewInvitation: build.mutation<{ message: string }, string>({
      query: (token) => ({
        url: '/api/fleetfolio/team/invitations/renewal',
        method: 'POST',
        body: { token },
      }),
    }),
    carrierLogout: build.mutation<void, void>({
      query: () => ({ url: '/api/fleetfolio/logout', method: 'POST' }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
          rememberDriver(null);
        } catch {
          // Still signed in: the driver's outbox stays theirs.
        }
      },
    }),
    carrierPasswordResetRequest: build.mutation<{ message: string }, PasswordResetRequest>({
      query: (body) => ({ url: '/api/fleetfolio/password-reset/request', method: 'POST', body }),
    }),
    carrierPasswordReset: build.mutation<{ message: string }, PasswordReset>({
      query: (body) => ({ url: '/api/fleetfolio/password-reset', method: 'POST', body }),
    }),
  }),
});

export const {
  useCarrierSessionQuery,
  useCarrierLoginMutation,
  useCarrierRegisterMutation,
  useCarrierLogoutMutation,
  useCarrierPasswordResetRequestMutation,
  useCarrierPasswordResetMutation,
  useInvitationQuery,
  useAcceptInvitationMutation,
  useRequestNewInvitationMutation,
} = carrierAuthApi;

/**
 * A carrier's cached data must not outlive its session: after sign-in or sign-out every
 * FleetFolio read is invalidated, so the next account never sees the previous one's records.
 */
export const resetCarrierCache = () => fleetApi.util.invalidateTags([...CARRIER_TAGS]);
