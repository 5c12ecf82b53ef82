import Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/errors';
import { parse } from '../../http/validate';
import { fileNameHeaderSchema, signedUploadQuerySchema, uploadIdSchema } from './schemas';
import { logger } from '../../http/logger';
import { createUploadTarget, purgeUnclaimedDocuments, receiveUpload } from './service';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
let lastPurge = 0;

/** At most once an hour, on an upload request, abandoned documents are removed in the background. */
function purgeNowAndThen(): void {
  if (Date.now() - lastPurge < PURGE_INTERVAL_MS) return;
  lastPurge = Date.now();
  purgeUnclaimedDocuments().catch((error: unknown) =>
    logger.error({ err: error }, 'could not remove abandoned quote documents'),
  );
}

/** Upload addresses one visitor may ask for per window: generous for 5-file quotes with retries. */
const UPLOAD_TARGETS_PER_WINDOW = 60;
const UPLOAD_WINDOW_SECONDS = 10 * 60;

const targetLimiter = new RateLimiterMemory({
  points: UPLOAD_TARGETS_PER_WINDOW,
  duration: UPLOAD_WINDOW_SECONDS,
});

function signingKey(ctx: Context): string {
  const keys = ctx.app.keys;
  const key = Array.isArray(keys) ? keys[0] : undefined;
  if (!key) throw new Error('The app has no signing key');
  return key;
}

function fileNameOf(ctx: Context): string {
  const raw = parse(fileNameHeaderSchema, ctx.get('X-File-Name') || undefined);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function declaredLength(ctx: Context): number | undefined {
  const header = ctx.get('Content-Length');
  return header ? Number(header) : undefined;
}

/** Signed single-use upload addresses for quote documents (spec 000 §7). */
export const uploadsRouter = new Router({ prefix: '/api/objects' });

uploadsRouter.post('/upload', async (ctx) => {
  try {
    await targetLimiter.consume(ctx.ip);
  } catch (rejection) {
    const wait = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000;
    throw tooManyRequests(wait / 1000, 'Too many uploads. Please try again later.');
  }
  ctx.set('Cache-Control', 'no-store');
  ctx.body = createUploadTarget(signingKey(ctx));
  purgeNowAndThen();
});

uploadsRouter.put('/uploads/:uploadId', async (ctx) => {
  const uploadId = parse(uploadIdSchema, ctx.params.uploadId);
  const query = parse(signedUploadQuerySchema, ctx.query);
  ctx.status = 201;
  ctx.body = await receiveUpload({
    secret: signingKey(ctx),
    uploadId,
    expires: query.expires,
    signature: query.signature,
    fileName: fileNameOf(ctx),
    declaredLength: declaredLength(ctx),
    body: ctx.req,
  });
});
