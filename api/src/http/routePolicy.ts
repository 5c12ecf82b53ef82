import type { Layer } from '@koa/router';
import type { Context, Middleware, Next } from 'koa';

/**
 * What a route states where it is declared, read by its area (src/http/area.ts):
 * - its body kind: JSON unless a `multipart(...)` or `rawBody` middleware is in its chain;
 * - whether anyone may call it (`anyone`) in an area whose routes are otherwise behind the guard;
 * - which roles of a signed-in account may call it (`allow(...)`), checked by the area's guard.
 */
export type BodyKind = 'json' | 'multipart' | 'raw';

const BODY_KIND = Symbol('body kind');
const ANYONE = Symbol('anyone may call');
const ROLES = Symbol('roles allowed');

type Marked = { [BODY_KIND]?: BodyKind; [ANYONE]?: true; [ROLES]?: readonly string[] };

/** Marks `middleware` as reading a body of `kind` itself. */
export function withBodyKind<M extends Middleware>(kind: BodyKind, middleware: M): M {
  return Object.assign(middleware, { [BODY_KIND]: kind });
}

/** A route whose handler reads the request stream itself (a signed upload's PUT). */
export const rawBody: Middleware = withBodyKind('raw', (_ctx: Context, next: Next) => next());

/** A route of a signed-in area that anyone may call: sign-in, registration, a status check. */
export const anyone: Middleware = Object.assign((_ctx: Context, next: Next) => next(), {
  [ANYONE]: true as const,
});

/**
 * The roles of the signed-in account that may call this route (e.g. FleetFolio's owner,
 * dispatcher, driver). The area's guard refuses every other role with 403; a route of an area
 * with roles that declares none is its most privileged role's alone (see the area's guard).
 */
export function allow(...roles: readonly string[]): Middleware {
  if (roles.length === 0) throw new Error('allow() needs at least one role');
  return Object.assign((_ctx: Context, next: Next) => next(), { [ROLES]: [...roles] });
}

export interface RoutePolicy {
  body: BodyKind;
  open: boolean;
  /** The roles `allow(...)` declared, or undefined when the route declares none. */
  roles?: readonly string[];
}

const policies = new WeakMap<Layer, RoutePolicy>();

/** The policy a route layer declares through its middleware. */
export function policyOf(layer: Layer): RoutePolicy {
  let policy = policies.get(layer);
  if (!policy) {
    const marks = layer.stack as unknown as Marked[];
    policy = {
      body: marks.find((middleware) => middleware[BODY_KIND])?.[BODY_KIND] ?? 'json',
      open: marks.some((middleware) => middleware[ANYONE]),
      roles: marks.find((middleware) => middleware[ROLES])?.[ROLES],
    };
    policies.set(layer, policy);
  }
  return policy;
}

/**
 * The route the router matched for this request: the first layer of its method among those
 * matching the path (koa-router stores them in ctx.matched before running any middleware).
 */
export function matchedRoute(ctx: Context): Layer | undefined {
  const matched = (ctx as Context & { matched?: Layer[] }).matched ?? [];
  return matched.find((layer) => layer.methods.includes(ctx.method));
}

/** The policy of the matched route (JSON, behind the guard when nothing matched). */
export function routePolicy(ctx: Context): RoutePolicy {
  const route = matchedRoute(ctx);
  return route ? policyOf(route) : { body: 'json', open: false };
}
