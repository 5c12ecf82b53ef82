import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';

/** Characters that make a path segment a pattern rather than a literal. */
const PATTERN = /[:(*?{+[\\]/;
const DEPTH = 2;

/** The first two segments of a path, lowercased as the routers match case-insensitively. */
export function prefixKey(path: string): string {
  return path
    .toLowerCase()
    .split('/', DEPTH + 1)
    .join('/');
}

/** The prefix keys a router's routes can match, or null when one of them can match any path. */
function keysOf(router: Router): Set<string> | null {
  const keys = new Set<string>();
  for (const layer of router.stack) {
    if (layer.methods.length === 0) continue;
    const path: unknown = layer.path;
    if (typeof path !== 'string') return null;
    const key = prefixKey(path);
    if (key.split('/').length <= DEPTH || PATTERN.test(key)) return null;
    keys.add(key);
  }
  return keys;
}

/** The routers' middleware run one after another, as app.use would run them. */
function mounted(routers: readonly Router[]): Middleware {
  const chain: Middleware[] = routers.flatMap((router) => [
    router.routes() as Middleware,
    router.allowedMethods({ throw: true }) as Middleware,
  ]);
  return function runChain(ctx: Context, next: Next): Promise<void> {
    const step = async (index: number): Promise<void> => {
      const middleware = chain[index];
      if (!middleware) return next();
      await middleware(ctx, () => step(index + 1));
    };
    return step(0);
  };
}

/**
 * Mounts the routers so that each request only runs the routers with a route under its first
 * two path segments (/api/admin, /api/services, …), in their given order. Mounted one after
 * another, every router matched every request against all of its routes: dozens of regular
 * expressions and middleware hops for a landing read that one router answers.
 */
export function routerDispatch(routers: readonly Router[]): Middleware {
  const keyed = routers.map((router) => ({ router, keys: keysOf(router) }));
  const anyPath = keyed.filter(({ keys }) => keys === null).map(({ router }) => router);
  const allKeys = new Set(keyed.flatMap(({ keys }) => [...(keys ?? [])]));
  const byKey = new Map<string, Middleware>();
  for (const key of allKeys) {
    const serving = keyed
      .filter(({ keys }) => keys === null || keys.has(key))
      .map(({ router }) => router);
    byKey.set(key, mounted(serving));
  }
  // An empty router keeps the 501 answer for methods no router implements on unknown paths.
  const elsewhere = mounted([...anyPath, new Router()]);
  return function dispatchByPrefix(ctx: Context, next: Next) {
    return (byKey.get(prefixKey(ctx.path)) ?? elsewhere)(ctx, next);
  };
}
