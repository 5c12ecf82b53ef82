import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { freightApi } from '../api/api';
import { COMPANY_SETTINGS_PATH, seedCompanySettings } from '../api/companySettings';
import { pageReadsFrom, type PageReadSource } from '../api/pageReads';
import type { ShellServices } from '../services';
import { createFreightStore, type FreightStore } from '../store';
import { AreaRoutes } from './AreaRoutes';
import { preloadLazyPages } from './lazyPage';
import { RemoteProviders } from './RemoteProviders';

/** One page's first screen: the area's HTML, with the styles it uses. */
export interface PrerenderedPage {
  route: string;
  html: string;
  /** The screen for a visitor the shell's page server knows to be signed out of the area. */
  signedOut?: SignedOutScreen;
}

/**
 * The area's first screen for a visitor without a session of `session` (the API's session kind,
 * whose cookie the page server looks for), rendered with `reads`, which the page then comes
 * with: the area's first render shows the same screen instead of waiting for its session check.
 */
interface SignedOutScreen {
  session: string;
  reads: Record<string, unknown>;
  html: string;
}

export interface PrerenderOptions {
  /**
   * The public reads the screens show (path → answer), as a page comes with them: the screens
   * are rendered with this data (a remote's server passes the API's current answers), or with
   * the built-in defaults where a read is missing (the build).
   */
  reads?: Readonly<Record<string, unknown>>;
  /** Seeds the area's own reads into the store, as its lifecycles' beforeMount does. */
  seed?: (store: FreightStore, take: PageReadSource) => void;
  /** Routes that also get a screen for a signed-out visitor (`SignedOutScreen`). */
  signedOut?: { session: string; routes: string[]; reads: Record<string, unknown> };
}

/** The public reads every area's screens may show (the company settings); an area adds its own. */
export const AREA_READ_PATHS = [COMPANY_SETTINGS_PATH];

/** Services of a render that never runs effects or handlers: nothing to show, set or navigate. */
function renderServices({ reads = {}, seed }: PrerenderOptions): ShellServices {
  const nothing = () => undefined;
  const store = createFreightStore();
  const take = pageReadsFrom(reads);
  seedCompanySettings(store, take);
  seed?.(store, take);
  return {
    store,
    toast: { show: () => 0, dismiss: nothing },
    pageMeta: { set: nothing },
    navigation: { navigate: nothing },
  };
}

/**
 * The markup the area's first render gives at `route` (a pattern such as `/review/:token`
 * renders with the pattern as its location): the page is painted from this HTML while the
 * scripts load, and the area's first client render, which shows the same thing, replaces it.
 * Lazy parts are left to their fallbacks, as in that first render.
 */
function prerenderRoute(
  routes: RouteObject[],
  route: string,
  options: PrerenderOptions,
): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  const services = renderServices(options);
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <RemoteProviders services={services}>
          <StaticRouter location={route}>
            <AreaRoutes routes={routes} />
          </StaticRouter>
        </RemoteProviders>,
      ),
    );
    // Not styled-components' own <style data-styled> tag, which its browser side would adopt
    // and keep: this one goes with the markup when the area's first render empties the container.
    return { route, html: `<style>${sheet.instance.toString()}</style>${markup}` };
  } finally {
    sheet.seal();
    // A seeded read nobody subscribes to is dropped by a timer of its cache time (up to weeks):
    // it held the build, and the remote's server kept every render's store until then.
    services.store.dispatch(freightApi.util.resetApiState());
  }
}

/**
 * The first screen of every route of an area: at build time to `prerendered.json` (with the
 * built-in defaults), and by the remote's server with the API's current reads. Lazy pages
 * (lazyPage) are loaded first, so their screens are rendered too.
 */
export async function prerenderArea(
  routes: RouteObject[],
  options: PrerenderOptions = {},
): Promise<PrerenderedPage[]> {
  await preloadLazyPages(routes);
  return routes.flatMap(({ path }) => {
    if (!path) return [];
    const page = prerenderRoute(routes, path, options);
    const signedOut = options.signedOut;
    if (!signedOut?.routes.includes(path)) return [page];
    const reads = { ...options.reads, ...signedOut.reads };
    const { html } = prerenderRoute(routes, path, { ...options, reads });
    return [{ ...page, signedOut: { session: signedOut.session, reads: signedOut.reads, html } }];
  });
}
