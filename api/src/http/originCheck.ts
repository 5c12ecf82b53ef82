import type { Context, Next } from 'koa';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF defence in depth beside SameSite
 * cookies). A request without Origin comes from a same-origin tool or a server, and is allowed.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async function checkOrigin(ctx: Context, next: Next): Promise<void> {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      if (ctx.get('Sec-Fetch-Site') === 'cross-site') throw forbidden('Cross-site request refused');
      if (origin && !allowed.has(origin)) throw forbidden('Cross-site request refused');
    }
    await next();
  };
}
