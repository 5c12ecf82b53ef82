import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { rawBody } from '../../http/routePolicy';
import { parse } from '../../http/validate';
import { limitPerAddress, type LimitRule } from '../../limits';
import { fileNameHeaderSchema, signedUploadQuerySchema, uploadKeySchema } from './schemas';
import { createUploadTarget, receiveUpload } from './service';

/** Upload addresses one address may ask for per window: generous for 5-file quotes with retries. */
export const UPLOAD_TARGETS: LimitRule = {
  name: 'upload_target',
  points: 60,
  windowSeconds: 10 * 60,
  message: 'Too many uploads. Please try again later.',
};

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

/** Signed single-use upload addresses for quote documents (spec 000 §7), public area. */
export function uploadRoutes({ limits }: AppDeps): Router {
  const router = new Router({ prefix: '/objects' });
  router.post('/upload', limitPerAddress(limits.limiter(UPLOAD_TARGETS)), (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = createUploadTarget(signingKey(ctx));
  });
  // The address carries a random upload key, not a record id; the PUT body is the file itself.
  router.put('/uploads/:uploadKey', rawBody, async (ctx) => {
    const uploadId = parse(uploadKeySchema, ctx.params.uploadKey);
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
  return router;
}
