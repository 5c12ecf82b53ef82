import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ShellServices } from '../services';
import { createFreightStore } from '../store';
import { AreaRoutes } from './AreaRoutes';
import { RemoteProviders } from './RemoteProviders';

/** One page's first screen: the area's HTML before any data, with the styles it uses. */
export interface PrerenderedPage {
  route: string;
  html: string;
}

/** Services of a render that never runs effects or handlers: nothing to show, set or navigate. */
function buildTimeServices(): ShellServices {
  const nothing = () => undefined;
  return {
    store: createFreightStore(),
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
function prerenderRoute(routes: RouteObject[], route: string): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <RemoteProviders services={buildTimeServices()}>
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
  }
}

/** The first screen of every route of an area, written at build time to `prerendered.json`. */
export function prerenderArea(routes: RouteObject[]): PrerenderedPage[] {
  return routes.flatMap(({ path }) => (path ? [prerenderRoute(routes, path)] : []));
}
