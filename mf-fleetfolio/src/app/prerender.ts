import { AREA_READ_PATHS, prerenderArea } from '@freight/runtime/prerender';
import { routes } from './routes';

/** The public reads the screens may show: the remote's server renders them with the API's answers. */
export const PAGE_READ_PATHS = AREA_READ_PATHS;

/**
 * The first screen of each route: at build time (build-config's PrerenderPlugin) with the
 * built-in content, and by the remote's server with `reads` (path → the API's answer).
 */
export const prerender = (reads?: Readonly<Record<string, unknown>>) =>
  prerenderArea(routes, { reads });
