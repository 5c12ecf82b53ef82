import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-albers-10m.json';

/** us-atlas' pre-projected file uses this Albers USA projection: cities go through the same one. */
const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);

const OUTSIDE_CONTIGUOUS = new Set(['02', '15']);

interface StateShape {
  id: string;
  name: string;
  d: string;
}

export interface UsMap {
  viewBox: string;
  states: StateShape[];
}

export interface Place {
  name: string;
  lon: number;
  lat: number;
}

let computed: UsMap | undefined;

/** The 48 contiguous states (and DC) as SVG paths, computed once per page. */
export function usMap(): UsMap {
  if (computed) return computed;
  const topology = statesTopology as unknown as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.states);
  const features = collection.features.filter((state) => !OUTSIDE_CONTIGUOUS.has(String(state.id)));
  const path = geoPath();
  const [[x0, y0], [x1, y1]] = path.bounds({ type: 'FeatureCollection', features });
  computed = {
    viewBox: [x0 - 5, y0 - 5, x1 - x0 + 10, y1 - y0 + 10].map((n) => Math.round(n)).join(' '),
    states: features.map((state) => ({
      id: String(state.id),
      name: state.properties?.name ?? '',
      d: path(state) ?? '',
    })),
  };
  return computed;
}

/** A place's point on the map, or null outside the projection. */
export function mapPoint(place: Place): [number, number] | null {
  return projection([place.lon, place.lat]);
}
