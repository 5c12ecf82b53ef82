import type { FleetAccount, FleetLogin, FleetRegistration } from '@freight/contracts';
import { CARRIER_TAGS, fleetApi } from '../../shared/api';

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
  }),
});

export const {
  useCarrierSessionQuery,
  useCarrierLoginMutation,
  useCarrierRegisterMutation,
  useCarrierLogoutMutation,
} = carrierAuthApi;

/**
 * A carrier's cached data must not outlive its session: after sign-in or sign-out every
 * FleetFolio read is invalidated, so the next account never sees the previous one's records.
 */
export const resetCarrierCache = () => fleetApi.util.invalidateTags([...CARRIER_TAGS]);
