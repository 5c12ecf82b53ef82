import { useMemo } from 'react';
import type { TripPlanResult } from '@freight/contracts';
import { UsRouteMap, type MapMarker } from '@freight/route-map';

const MARKER_NAMES = { origin: 'Origin', destination: 'Destination', waypoint: 'Waypoint' };

/** The calculated route on the US map: states it crosses shaded, the line, and its stops. */
export function RouteMap({ result }: { result: TripPlanResult }) {
  const crossed = useMemo(
    () => new Set(result.milesByState.map((part) => part.name)),
    [result.milesByState],
  );
  const markers = useMemo(
    () =>
      result.stops.map((stop): MapMarker => ({
        kind: stop.role,
        lon: stop.lon,
        lat: stop.lat,
        label: `${MARKER_NAMES[stop.role]}: ${stop.displayName}`,
      })),
    [result.stops],
  );
  const origin = result.stops[0]?.displayName ?? '';
  const destination = result.stops[result.stops.length - 1]?.displayName ?? '';
  return (
    <UsRouteMap
      title={`Route map from ${origin} to ${destination}`}
      line={result.geometry}
      dashed={result.isEstimate}
      markers={markers}
      shadedStates={crossed}
    />
  );
}
