import type { DriverHomeView } from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const driverViewApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in driver's current and next trips (no money in them). */
    driverHome: build.query<DriverHomeView, void>({
      query: () => ({ key: ['/api/fleetfolio/driver/trips'] }),
      providesTags: ['DriverTrip'],
    }),
  }),
});

export const { useDriverHomeQuery } = driverViewApi;

/** After an action reached the server, the trips are read again. */
export const refreshDriverTrips = () => fleetApi.util.invalidateTags(['DriverTrip']);
