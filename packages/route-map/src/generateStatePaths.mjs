// Writes statePaths.json: one SVG path per state, projected once here (us-atlas ships the
// shapes already in the Albers USA projection, 975 x 610) and rounded to whole pixels, so
// the browser gets path strings instead of the topology and topojson-client.
// Run: node packages/route-map/src/generateStatePaths.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('us-atlas/states-albers-10m.json'), 'utf8'),
);
const path = geoPath().digits(0);
// The states object is a GeometryCollection, so feature() gives a FeatureCollection.
const collection = /** @type {import('geojson').FeatureCollection} */ (
  /** @type {unknown} */ (feature(topology, topology.objects.states))
);
const states = collection.features.map((state) => ({
  id: state.id,
  name: state.properties?.name,
  d: path(state),
}));
const target = new URL('./statePaths.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(states)}\n`);
console.log(`statePaths.json: ${states.length} states, ${JSON.stringify(states).length} bytes`);
