#!/usr/bin/env node
// Builds every deployable package whose sources changed since its last build (the check
// `npm start` uses): `npm test`'s build step. `npm run build` rebuilds everything.
import { buildStale } from './lib/build.mjs';

await buildStale((line) => console.log(line));
