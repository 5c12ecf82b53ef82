import { readFileSync } from 'node:fs';
import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { US_STATES, type UsState } from '../places';
import type { LonLat } from './greatCircle';

/** One polygon of a state (a state may have islands), with its bounding box. */
interface StatePart {
  state: UsState;
  shape: Feature<Polygon>;
  /** [[west, south], [east, north]]; west > east when the shape crosses the antimeridian. */
  bounds: [[number, number], [number, number]];
}

function inBounds([lon, lat]: LonLat, [[west, south], [east, north]]: StatePart['bounds']) {
  if (lat < south || lat > north) return false;
  return west <= east ? lon >= west && lon <= east : lon >= west || lon <= east;
}

function polygonsOf(shape: Feature<Polygon | MultiPolygon>): Feature<Polygon>[] {
  const rings =
    shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  return rings.map((coordinates) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates },
  }));
}

function loadParts(): StatePart[] {
  const file = require.resolve('us-atlas/states-10m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const byFips = new Map(US_STATES.map((state) => [state.fips, state]));
  const parts: StatePart[] = [];
  for (const geometry of topology.objects.states.geometries) {
    const state = byFips.get(String(geometry.id));
    if (!state) continue;
    const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    for (const polygon of polygonsOf(shape)) {
      parts.push({ state, shape: polygon, bounds: geoBounds(polygon) });
    }
  }
  return parts;
}

let parts: StatePart[] | undefined;

/** The state shapes of us-atlas (1:10m), read once on first use. */
function stateParts(): StatePart[] {
  parts ??= loadParts();
  return parts;
}

function contains(part: StatePart, point: LonLat): boolean {
  return inBounds(point, part.bounds) && geoContains(part.shape, point);
}

/**
 * Finds the state containing a point. The polygons of `hint` (the state of a nearby point)
 * are tried first, since points of a line are usually in the same state.
 */
export function stateAt(point: LonLat, hint?: string): UsState | undefined {
  const all = stateParts();
  if (hint) {
    const hinted = all.find((part) => part.state.code === hint && contains(part, point));
    if (hinted) return hinted.state;
  }
  return all.find((part) => part.state.code !== hint && contains(part, point))?.state;
}
