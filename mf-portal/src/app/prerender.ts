import { AREA_READ_PATHS, prerenderArea } from '@freight/runtime/prerender';
import { CLIENT_SESSION_PATH, seedClientSession } from '../features/auth';
import { routes } from './routes';

/** The public reads the screens may show: the remote's server renders them with the API's answers. */
export const PAGE_READ_PATHS = AREA_READ_PATHS;

/**
 * `/client-portal` also gets the screen of a visitor with no client session (the sign-in card),
 * which the shell's page server sends, with the session check's answer, to a visitor it knows
 * to be signed out (`client` is the API's session kind of client accounts).
 */
const SIGNED_OUT = {
  session: 'client',
  routes: ['/client-portal', '/client-portal/:tab'],
  reads: { [CLIENT_SESSION_PATH]: null },
};

/**
 * The first screen of each route: at build time (build-config's PrerenderPlugin) with the
 * built-in content, and by the remote's server with `reads` (path → the API's answer).
 */
export const prerender = (reads?: Readonly<Record<string, unknown>>) =>
  prerenderArea(routes, { reads, seed: seedClientSession, signedOut: SIGNED_OUT });
