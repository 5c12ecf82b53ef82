import type { Place } from './usMap';

const CHICAGO: Place = { name: 'Chicago, IL', lon: -87.63, lat: 41.88 };
const DALLAS: Place = { name: 'Dallas, TX', lon: -96.8, lat: 32.78 };
const ATLANTA: Place = { name: 'Atlanta, GA', lon: -84.39, lat: 33.75 };
const NEWARK: Place = { name: 'Newark, NJ', lon: -74.17, lat: 40.74 };
const LOS_ANGELES: Place = { name: 'Los Angeles, CA', lon: -118.24, lat: 34.05 };
const MIAMI: Place = { name: 'Miami, FL', lon: -80.19, lat: 25.76 };
const DENVER: Place = { name: 'Denver, CO', lon: -104.99, lat: 39.74 };

export interface Lane {
  from: Place;
  to: Place;
}

/** The six primary lanes shown on the coverage map. */
export const PRIMARY_LANES: Lane[] = [
  { from: CHICAGO, to: DALLAS },
  { from: CHICAGO, to: ATLANTA },
  { from: CHICAGO, to: NEWARK },
  { from: DALLAS, to: LOS_ANGELES },
  { from: ATLANTA, to: MIAMI },
  { from: CHICAGO, to: DENVER },
];

export function laneLabel(lane: Lane): string {
  return `${lane.from.name} ⇄ ${lane.to.name}`;
}
