// The site's areas, stated once in areas.json: each one's federation container (`name`),
// workspace folder, static server port (npm start, docker-compose), dev server port
// (npm run dev), the routes it owns and the shell's manifest variable of its entry URL.
import { readFileSync } from 'node:fs';

/**
 * @typedef {object} Area
 * @property {string} name federation container, e.g. `mf_tools`
 * @property {string} workspace npm workspace and folder, e.g. `mf-tools`
 * @property {number} port where `npm start` serves its build
 * @property {number} devPort where `npm run dev` serves it from source
 * @property {string[]} routes route patterns it owns (the shell's activeWhen)
 * @property {string} entryVariable the shell server's variable for its remoteEntry.js URL
 */

/** @type {{ areas: Area[] }} */
const registry = JSON.parse(readFileSync(new URL('./areas.json', import.meta.url), 'utf8'));

/** @type {readonly Area[]} */
export const AREAS = Object.freeze(registry.areas);

/** @param {string} name @returns {Area} */
export function areaNamed(name) {
  const area = AREAS.find((candidate) => candidate.name === name);
  if (!area) throw new Error(`no area named ${name} in packages/build-config/areas.json`);
  return area;
}
