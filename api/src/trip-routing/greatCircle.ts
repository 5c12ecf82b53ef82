import { geoInterpolate } from 'd3-geo';
import { EARTH_RADIUS_MILES } from './constants';

/** A position as [longitude, latitude] in degrees (GeoJSON order). */
export type LonLat = [number, number];

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine formula). */
export function greatCircleMiles(from: LonLat, to: LonLat): number {
  const dLat = toRadians(to[1] - from[1]);
  const dLon = toRadians(to[0] - from[0]);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from[1])) * Math.cos(toRadians(to[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Length of a line in miles, the sum of its great-circle segments. */
export function lineMiles(line: readonly LonLat[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i += 1) {
    total += greatCircleMiles(line[i - 1] as LonLat, line[i] as LonLat);
  }
  return total;
}

/** The great-circle line through the given stops, with a point about every `stepMiles`. */
export function greatCircleLine(stops: readonly LonLat[], stepMiles: number): LonLat[] {
  const line: LonLat[] = stops.length > 0 ? [stops[0] as LonLat] : [];
  for (let i = 1; i < stops.length; i += 1) {
    const from = stops[i - 1] as LonLat;
    const to = stops[i] as LonLat;
    const steps = Math.max(1, Math.ceil(greatCircleMiles(from, to) / stepMiles));
    const at = geoInterpolate(from, to);
    for (let step = 1; step <= steps; step += 1) line.push(at(step / steps) as LonLat);
  }
  return line;
}
