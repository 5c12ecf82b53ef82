import type Router from '@koa/router';
import Koa from 'koa';
import { sessions } from './auth/sessions';
import type { AppConfig } from './config';
import './db/models';
import { clientAddress } from './http/clientAddress';
import { errorMiddleware } from './http/errorMiddleware';
import { notFound } from './http/errors';
import { jsonBody } from './http/jsonBody';
import { logger } from './http/logger';
import { originCheck } from './http/originCheck';
import { requestLog } from './http/requestLog';
import { routerDispatch } from './http/routerDispatch';
import { securityHeaders } from './http/securityHeaders';
import { moduleRouters } from './modules';

export interface CreateAppOptions {
  /** Extra routers mounted after the modules (tests use it for test-only routes). */
  extraRouters?: Router[];
}

async function notFoundFallback(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  await next();
  if (ctx.status === 404 && ctx.body === undefined) throw notFound();
}

/** Builds the Koa app with the whole middleware chain and every module router (each request runs only the routers under its path prefix). Does not listen. */
export function createApp(config: AppConfig, options: CreateAppOptions = {}): Koa {
  // proxy: X-Forwarded-Proto/Host are trusted behind a proxy; the address is clientAddress's.
  const app = new Koa({ keys: config.sessionKeys, proxy: config.trustProxyHops > 0 });
  logger.level = config.logLevel;
  app.silent = true;
  app.on('error', (error: unknown) => logger.error({ err: error }, 'unhandled Koa error'));

  app.use(clientAddress(config.trustProxyHops));
  app.use(requestLog);
  app.use(errorMiddleware);
  app.use(securityHeaders(config.env === 'production'));
  app.use(originCheck(config.allowedOrigins));
  app.use(jsonBody(config.jsonBodyLimit));
  app.use(
    sessions(app, {
      production: config.env === 'production',
      idleMinutes: config.sessionIdleMinutes,
      absoluteHours: config.sessionAbsoluteHours,
    }),
  );
  app.use(notFoundFallback);
  app.use(routerDispatch([...moduleRouters, ...(options.extraRouters ?? [])]));
  return app;
}
