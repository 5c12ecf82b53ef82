import {
  FLEET_RECENT_ACTIVITY_LIMIT,
  TRIP_STATUS_LABELS,
  type FleetActivity,
  type TripStatus,
} from '@freight/contracts';
import { carrierData } from '../../../db/ownerScope';

const latest = { sort: { updatedAt: -1 as const }, limit: FLEET_RECENT_ACTIVITY_LIMIT };

/** The account's latest trip changes for the dashboard's Recent Activity. */
export async function tripEvents(ownerId: string): Promise<FleetActivity[]> {
  const trips = await carrierData(ownerId).trips.find({}, latest);
  return trips.map((trip) => ({
    id: String(trip._id),
    kind: 'trip',
    title: `Trip ${trip.tripNumber} ${TRIP_STATUS_LABELS[trip.status as TripStatus] ?? trip.status}`,
    detail: `${trip.totalMiles ?? 0} mi · revenue $${(trip.revenue ?? 0).toFixed(2)}`,
    at: trip.updatedAt.toISOString(),
  }));
}
