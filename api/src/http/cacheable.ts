import type { Context } from 'koa';
import type { CachedAnswer } from '../cache/answerCache';

/**
 * Sends a public read that a CDN, the shell's page server or a browser may keep, as
 * `cacheControl` allows: with the ETag of its bytes, and a bodiless 304 to a caller already
 * holding them (Koa's `ctx.fresh` compares If-None-Match with the ETag set). `answerOf` makes
 * the answer of a value read for this request.
 */
export function sendCacheable(ctx: Context, answer: CachedAnswer, cacheControl: string): void {
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', answer.etag);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (answer.json === null) {
    ctx.body = null;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = answer.json;
}
