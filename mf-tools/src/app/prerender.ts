import { prerenderArea } from '@freight/runtime/prerender';
import { routes } from './routes';

/** Called at build time (build-config's PrerenderPlugin): the first screen of each route. */
export const prerender = () => prerenderArea(routes);
