import type Router from '@koa/router';
import Koa from 'koa';
import mongoose, { type Connection } from 'mongoose';
import { apiAreas, sessionAccounts } from './areas';
import { sessions } from './auth/sessions';
import type { AppConfig } from './config';
import './db/models';
import { createDeps, type AppDeps } from './deps';
import {
  areaRoutes,
  buildArea,
  mountAreas,
  type Area,
  type AreaRoute,
  type AreaSpec,
} from './http/area';
import { bodyPolicy } from './http/bodyPolicy';
import { clientAddress } from './http/clientAddress';
import { errorMiddleware } from './http/errorMiddleware';
import { notFound } from './http/errors';
import { logger } from './http/logger';
import { originCheck } from './http/originCheck';
import { requestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';

export interface CreateAppOptions {
  /**
   * Test-only routers, each mounted in the area its prefix falls under (e.g.
   * `/api/admin/__probe`), with that area's session and body policy; their routes declare
   * `anyone` to pass the area's guard.
   */
  extraRouters?: Router[];
  /** The connection whose database keeps the limits' counters (default: mongoose's own). */
  connection?: Connection;
}

interface BuiltApp {
  deps: AppDeps;
  areas: Area[];
}

const built = new WeakMap<Koa, BuiltApp>();

async function notFoundFallback(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  await next();
  if (ctx.status === 404 && ctx.body === undefined) throw notFound();
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Puts each test-only router into the area of its prefix, its paths made relative to it. */
function withExtraRouters(specs: AreaSpec[], extra: readonly Router[]): AreaSpec[] {
  const byPrefix = [...specs].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const router of extra) {
    const prefix = router.opts.prefix ?? '';
    const area = byPrefix.find((spec) => isUnder(prefix, spec.prefix));
    if (!area) throw new Error(`No area serves ${prefix}`);
    router.prefix(prefix.slice(area.prefix.length));
    area.routers.push(router);
  }
  return specs;
}

/**
 * Builds the Koa app: the middleware chain every request passes, then one router per area
 * (each with its own session, body policy and guard), all built from `config` through one
 * deps object. Does not listen.
 */
export function createApp(config: AppConfig, options: CreateAppOptions = {}): Koa {
  // proxy: X-Forwarded-Proto/Host are trusted behind a proxy; the address is clientAddress's.
  // maxIpsCount: where that answers '' (no peer address), Koa's own fallback, X-Forwarded-For's
  // first entry, is then the trusted hop's, never one the client wrote.
  const app = new Koa({
    keys: config.sessionKeys,
    proxy: config.trustProxyHops > 0,
    maxIpsCount: config.trustProxyHops,
  });
  logger.level = config.logLevel;
  app.silent = true;
  app.on('error', (error: unknown) => logger.error({ err: error }, 'unhandled Koa error'));

  const deps = createDeps(config, options.connection ?? mongoose.connection, sessionAccounts);
  const plumbing = {
    bodyPolicy: bodyPolicy(config.jsonBodyLimit),
    sessionFor: sessions(
      app,
      {
        production: config.env === 'production',
        idleMinutes: config.sessionIdleMinutes,
        absoluteHours: config.sessionAbsoluteHours,
      },
      sessionAccounts,
      deps.sessionCache,
    ),
  };
  const specs = withExtraRouters(apiAreas(deps), options.extraRouters ?? []);
  const areas = specs.map((spec) => buildArea(spec, plumbing));
  built.set(app, { deps, areas });

  app.use(clientAddress(config.trustProxyHops));
  app.use(requestLog);
  app.use(errorMiddleware);
  app.use(securityHeaders(config.env === 'production'));
  app.use(originCheck(config.allowedOrigins));
  app.use(notFoundFallback);
  app.use(mountAreas(areas));
  return app;
}

function builtApp(app: Koa): BuiltApp {
  const found = built.get(app);
  if (!found) throw new Error('Not an app of createApp');
  return found;
}

/** The deps an app was built from (tests reach its caches and limits through them). */
export const depsOf = (app: Koa): AppDeps => builtApp(app).deps;

/** Every route the app serves, with its area, session kind, guard and body kind. */
export const routesOf = (app: Koa): AreaRoute[] => areaRoutes(builtApp(app).areas);
