import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { rawBody } from '../../http/routePolicy';
import { parse } from '../../http/validate';
import { limitPerAddress, type LimitRule } from '../../limits';
import {
  FILE_NAME_REQUIRED,
  fileNameHeaderSchema,
  signedUploadQuerySchema,
  uploadKeySchema,
  uploadTargetSchema,
} from './schemas';
import { createUploadTarget, receiveUpload } from './service';

/** Upload addresses one address may ask for per window: generous for 5-file quotes with retries. */
const UPLOAD_TARGETS: LimitRule = {
  name: 'upload_target',
  points: 60,
  windowSeconds: 10 * 60,
  message: 'Too many uploads. Please try again later.',
};

/** The bytes one address may upload per hour (UPLOAD_BYTES_PER_HOUR). */
function uploadBudget(bytesPerHour: number): LimitRule {
  const amount =
    bytesPerHour % (1024 * 1024) === 0
      ? `${bytesPerHour / (1024 * 1024)} MB`
      : `${bytesPerHour} bytes`;
  return {
    name: 'upload_bytes',
    points: bytesPerHour,
    windowSeconds: 60 * 60,
    message: `Upload limit reached: at most ${amount} an hour from one address. Please try again later.`,
  };
}

function signingKey(ctx: Context): string {
  const keys = ctx.app.keys;
  const key = Array.isArray(keys) ? keys[0] : undefined;
  if (!key) throw new Error('The app has no signing key');
  return key;
}

/** The URL-encoded X-File-Name header, else the name the address was asked for, else 400. */
function fileNameOf(ctx: Context, signedName: string | undefined): string {
  const header = ctx.get('X-File-Name');
  if (!header) {
    if (signedName) return signedName;
    throw badRequest(FILE_NAME_REQUIRED, { 'X-File-Name': FILE_NAME_REQUIRED });
  }
  const raw = parse(fileNameHeaderSchema, header);
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
export function uploadRoutes({ config, limits }: AppDeps): Router {
  const budget = limits.limiter(uploadBudget(config.uploadBytesPerHour));
  const router = new Router({ prefix: '/objects' });
  router.post('/upload', limitPerAddress(limits.limiter(UPLOAD_TARGETS)), (ctx) => {
    const { fileName } = parse(uploadTargetSchema, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = createUploadTarget(signingKey(ctx), fileName);
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
      signedName: query.name,
      fileName: fileNameOf(ctx, query.name),
      declaredLength: declaredLength(ctx),
      body: ctx.req,
      budget,
      sender: ctx.ip,
    });
  });
  return router;
}
