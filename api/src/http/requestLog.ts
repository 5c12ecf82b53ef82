import type { Context, Next } from 'koa';
import { logger } from './logger';

/** One line per request (method, path, status, ms, client address) plus the real error behind any 5xx answer. */
export async function requestLog(ctx: Context, next: Next): Promise<void> {
  const started = process.hrtime.bigint();
  try {
    await next();
  } finally {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      method: ctx.method,
      path: ctx.path,
      status: ctx.status,
      ip: ctx.ip,
      ms: Math.round(ms * 10) / 10,
    };
    const error: unknown = ctx.state.logError;
    if (error) logger.error({ ...line, err: error }, 'request failed');
    else logger.info(line, 'request');
  }
}
