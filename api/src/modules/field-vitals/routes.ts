import Router from '@koa/router';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { FIELD_VITALS_BEACON_MAX_BYTES, type FieldVitalsBeacon } from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { bodyProblem } from '../../http/bodyPolicy';
import { HttpError, badRequest, unsupportedMediaType } from '../../http/errors';
import { rawBody } from '../../http/routePolicy';
import { parse } from '../../http/validate';
import type { LimitRule } from '../../limits';
import { fieldVitalsBeaconSchema, fieldVitalsQuerySchema } from './schemas';
import { fieldVitalsReport, recordBeacon } from './service';

/**
 * A page load sends one beacon, sometimes two or three (it was hidden, shown and hidden again,
 * or restored from the back-forward cache); 30 a minute leaves room for an office behind one
 * address and keeps one machine from weighing much in a route's figures.
 */
const FIELD_VITALS_BEACONS: LimitRule = {
  name: 'field_vitals_beacon',
  points: 30,
  windowSeconds: 60,
  message: 'Too many measurements. Please try again shortly.',
};

const TOO_LARGE = 'Measurement too large';

/** navigator.sendBeacon(url, string) sends text/plain;charset=UTF-8, and nothing else is read. */
function requireBeaconType(ctx: Context): void {
  const charset = ctx.request.charset.toLowerCase();
  if (!ctx.is('text/plain') || (charset !== '' && charset !== 'utf-8')) {
    throw unsupportedMediaType('A measurement is sent as text/plain (navigator.sendBeacon)');
  }
}

async function readBeacon(ctx: Context): Promise<unknown> {
  let text: string;
  try {
    text = await getRawBody(ctx.req, {
      length: ctx.get('Content-Length') || undefined,
      limit: FIELD_VITALS_BEACON_MAX_BYTES,
      encoding: 'utf-8',
    });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large')
      throw new HttpError(413, TOO_LARGE);
    throw badRequest('The measurement was interrupted');
  }
  let beacon: unknown;
  try {
    beacon = JSON.parse(text);
  } catch {
    throw badRequest('A measurement is a JSON object');
  }
  const problem = bodyProblem(beacon);
  if (problem && 'tooDeep' in problem) throw badRequest('A measurement is nested too deeply');
  if (problem) {
    const key = problem.unsafeKey;
    throw badRequest('A measurement contains a forbidden key', { [key]: 'is not allowed' });
  }
  return beacon;
}

/** POST /api/field-vitals: the shell's beacon with one page load's Core Web Vitals. */
export function fieldVitalsBeaconRoutes({ limits }: AppDeps): Router {
  const beacons = limits.limiter(FIELD_VITALS_BEACONS);
  const router = new Router();
  router.post('/field-vitals', rawBody, async (ctx) => {
    requireBeaconType(ctx);
    await beacons.consume(ctx.ip);
    const beacon: FieldVitalsBeacon = parse(fieldVitalsBeaconSchema, await readBeacon(ctx));
    await recordBeacon(beacon);
    ctx.status = 204;
  });
  return router;
}

/** GET /api/admin/field-vitals?days=7|28: p75 per route for the admin panel (staff only). */
export function fieldVitalsAdminRoutes(): Router {
  const router = new Router();
  router.get('/field-vitals', async (ctx) => {
    const { days } = parse(fieldVitalsQuerySchema, ctx.query);
    ctx.body = await fieldVitalsReport(days);
  });
  return router;
}
