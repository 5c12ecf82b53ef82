import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import type { SessionFor, SessionKind } from '../auth/sessions';
import { validateIdParams } from './ids';
import { policyOf, routePolicy, type BodyKind } from './routePolicy';

/**
 * One area of the API: a path prefix with its own session (cookie kind), body policy and guard.
 * `/api/admin`, `/api/client-portal` and `/api/fleetfolio` are signed-in areas; the public area
 * (`/api`) answers every other path.
 */
export interface AreaSpec {
  name: string;
  prefix: string;
  /** The kind of session this area reads; none for the public area (no cookie is read). */
  session?: SessionKind;
  /** Runs before every route of the area except those declared with `anyone`. */
  guard?: Middleware;
  /** The modules' routers, their paths relative to `prefix`. */
  routers: Router[];
}

/** What every area of one app shares: its JSON body policy and its sessions. */
export interface AreaPlumbing {
  bodyPolicy: Middleware;
  sessionFor: SessionFor;
}

export interface Area {
  spec: AreaSpec;
  router: Router;
  /** The area's routes followed by its 405/501 answers. */
  middleware: Middleware;
}

function guardUnlessOpen(guard: Middleware): Middleware {
  return (ctx: Context, next: Next) => (routePolicy(ctx).open ? next() : guard(ctx, next));
}

/**
 * One router per area, in this order for each matched route: the body policy (415/413 and JSON
 * parsing), the area's session, its guard, then the route (whose `id`/`…Id` path parameters are
 * checked first). A request that matches no route of the area runs none of it.
 */
export function buildArea(spec: AreaSpec, plumbing: AreaPlumbing): Area {
  const router = new Router({ prefix: spec.prefix });
  router.use(plumbing.bodyPolicy);
  if (spec.session) router.use(plumbing.sessionFor(spec.session));
  if (spec.guard) router.use(guardUnlessOpen(spec.guard));
  for (const child of spec.routers) router.use(child.routes());
  validateIdParams(router);
  const routes = router.routes() as Middleware;
  const allowedMethods = router.allowedMethods({ throw: true }) as Middleware;
  return {
    spec,
    router,
    middleware: (ctx, next) => routes(ctx, () => allowedMethods(ctx, next)),
  };
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Sends each request to the one area its path falls under (the longest matching prefix,
 * case-insensitive as the routers match); the public area, with the shortest prefix, answers
 * every other path. A landing read never runs through the signed-in areas' routers.
 */
export function mountAreas(areas: readonly Area[]): Middleware {
  const byPrefix = [...areas].sort((a, b) => b.spec.prefix.length - a.spec.prefix.length);
  const fallback = byPrefix[byPrefix.length - 1];
  if (!fallback) throw new Error('mountAreas needs at least one area');
  return function dispatchToArea(ctx: Context, next: Next) {
    const path = ctx.path.toLowerCase();
    const area = byPrefix.find(({ spec }) => isUnder(path, spec.prefix)) ?? fallback;
    return area.middleware(ctx, next);
  };
}

/** A route as its area serves it. */
export interface AreaRoute {
  method: string;
  /** The full path pattern, e.g. `/api/admin/quotes/:id/status`. */
  path: string;
  area: string;
  /** The session kind of its area, if any. */
  kind?: SessionKind;
  /** Declared `anyone`: callable without the area's guard. */
  open: boolean;
  body: BodyKind;
  /** The roles the route declares with `allow(...)` (see routePolicy.ts). */
  roles?: readonly string[];
}

/** Every route of these areas (HEAD, which GET routes answer too, left out). */
export function areaRoutes(areas: readonly Area[]): AreaRoute[] {
  return areas.flatMap(({ spec, router }) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({
            method,
            path: String(layer.path),
            area: spec.name,
            kind: spec.session,
            ...policyOf(layer),
          })),
      ),
  );
}
