import type {
  FleetAccount,
  FleetLogin,
  FleetRegistration,
  PasswordReset,
  PasswordResetRequest,
} from '@freight/contracts';
import { freightApi } from '@freight/runtime';

interface SessionCheck {
  authenticated: true;
  account: FleetAccount;
}

const carrierAuthApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in account, or null when the session check answers 401. */
    carrierSession: build.query<SessionCheck | null, void>({
      query: () => ({ key: ['/api/fleetfolio/auth/check'], returnNullOn401: true }),
      providesTags: ['CarrierSession'],
    }),
    carrierLogin: build.mutation<{ account: FleetAccount }, FleetLogin>({
      query: (body) => ({ url: '/api/fleetfolio/login', method: 'POST', body }),
    }),
    carrierRegister: build.mutation<{ account: FleetAccount }, FleetRegistration>({
      query: (body) => ({ url: '/api/fleetfolio/register', method: 'POST', body }),
    }),
    carrierLogout: build.mutation<void, void>({
      query: () => ({ url: '/api/fleetfolio/logout', method: 'POST' }),
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
} = carrierAuthApi;

/** Everything cached for the signed-in carrier. */
const CARRIER_TAGS = [
  'CarrierSession',
  'CarrierDashboard',
  'PlannedLoad',
  'Driver',
  'Truck',
  'Trailer',
  'Trip',
  'CarrierInvoice',
  'Customer',
  'Report',
  'Document',
] as const;

/**
 * A carrier's cached data must not outlive its session: after sign-in or sign-out every
 * FleetFolio read is invalidated, so the next account never sees the previous one's records.
 */
export const resetCarrierCache = () => freightApi.util.invalidateTags([...CARRIER_TAGS]);
