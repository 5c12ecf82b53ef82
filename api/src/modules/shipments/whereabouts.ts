import type { DeliveryEstimate, MapPlace, ShipmentRoute } from '@freight/contracts';
import { geocode } from '../../places';
import {
  GEOMETRY_STEP_MILES,
  ROAD_CIRCUITY_FACTOR,
  TRUCK_AVERAGE_MPH,
  greatCircleLine,
  greatCircleMiles,
  type LonLat,
} from '../../trip-routing';
import type { ShipmentRecord, UpdateRecord } from './views';

/** Statuses after which nothing is on its way: no delivery estimate. */
const FINISHED: readonly string[] = ['delivered', 'cancelled'];
const HOUR_MS = 3_600_000;

/** A place named in free text ('Joplin, MO', a full address with a ZIP), when the lookup knows it. */
function placeOf(text: string | null | undefined): MapPlace | null {
  const found = text ? geocode(text) : undefined;
  return found ? { name: found.displayName, lat: found.lat, lon: found.lon } : null;
}

const lonLat = (place: MapPlace): LonLat => [place.lon, place.lat];
/** Four decimals (about 10 m) are plenty for a country-wide map and keep the answer small. */
const rounded = ([lon, lat]: LonLat): LonLat => [Number(lon.toFixed(4)), Number(lat.toFixed(4))];

/** The newest update that names a location, and that location as a place. */
function lastKnownPlace(updatesNewestFirst: UpdateRecord[]): ShipmentRoute['lastKnown'] {
  const located = updatesNewestFirst.find((update) => update.location);
  const place = placeOf(located?.location);
  return located && place ? { ...place, at: located.timestamp.toISOString() } : null;
}

function estimateOf(shipment: ShipmentRecord, route: ShipmentRoute): DeliveryEstimate | null {
  if (FINISHED.includes(shipment.status)) return null;
  if (route.lastKnown && route.delivery) {
    const milesLeft =
      greatCircleMiles(lonLat(route.lastKnown), lonLat(route.delivery)) * ROAD_CIRCUITY_FACTOR;
    const at = new Date(
      new Date(route.lastKnown.at).getTime() + (milesLeft / TRUCK_AVERAGE_MPH) * HOUR_MS,
    );
    return {
      basis: 'distance',
      at: at.toISOString(),
      milesLeft: Math.round(milesLeft),
      averageMph: TRUCK_AVERAGE_MPH,
    };
  }
  return shipment.estimatedDeliveryDate
    ? { basis: 'schedule', at: shipment.estimatedDeliveryDate.toISOString() }
    : null;
}

/**
 * Where the shipment goes and was last seen (the embedded place lookup, so tracking never waits
 * on a network service), and when it should arrive.
 */
export function whereabouts(
  shipment: ShipmentRecord,
  updatesNewestFirst: UpdateRecord[],
): { route: ShipmentRoute; deliveryEstimate: DeliveryEstimate | null } {
  const pickup = placeOf(shipment.pickupAddress);
  const delivery = placeOf(shipment.deliveryAddress);
  const route: ShipmentRoute = {
    pickup,
    delivery,
    line:
      pickup && delivery
        ? greatCircleLine([lonLat(pickup), lonLat(delivery)], GEOMETRY_STEP_MILES).map(rounded)
        : [],
    lastKnown: lastKnownPlace(updatesNewestFirst),
  };
  return { route, deliveryEstimate: estimateOf(shipment, route) };
}
