import Router from '@koa/router';
import {
  DRIVER_PHOTO_MAX_BYTES,
  driverDocumentSchema,
  fuelPurchaseSchema,
  odometerSchema,
} from '@freight/contracts';
import type { Context } from 'koa';
import type { AppDeps } from '../../../deps';
import { badRequest } from '../../../http/errors';
import { multipart, uploadedFile } from '../../../http/multipart';
import { emptySchema, parse } from '../../../http/validate';
import { carrierIdOf, DRIVER, memberOf } from '../team/access';
import { idempotencyKeyOf, type OnceAnswer } from './idempotency';
import {
  arriveAtStop,
  completeDriverStop,
  driverHome,
  recordFuel,
  recordOdometer,
  sendDocument,
  type DriverAction,
} from './service';

/** A photo from the phone's camera (downscaled there to at most 2 MB), with its fields. */
const photoForm = multipart({
  files: ['file'],
  maxFileBytes: DRIVER_PHOTO_MAX_BYTES,
  maxFields: 10,
  tooLarge: 'The photo is larger than 2 MB',
  unreadable: 'The form could not be read; send at most one photo in the field "file"',
});

const param = (ctx: Context, name: string) => (ctx.params as Record<string, string>)[name]!;

/** The action's carrier, driver, trip and key (its header), checked before anything runs. */
function actionOf(ctx: Context): DriverAction {
  return {
    carrierId: carrierIdOf(ctx),
    member: memberOf(ctx),
    tripId: param(ctx, 'id'),
    key: idempotencyKeyOf(ctx),
  };
}

/** Answers an action; a replay answers the first result and is not logged again. */
function answer<T>(ctx: Context, once: OnceAnswer<T>) {
  ctx.state.replayed = once.replayed;
  ctx.status = once.status;
  ctx.body = once.answer;
  ctx.set('Idempotent-Replayed', String(once.replayed));
}

/**
 * The driver's phone view (drivers only): their trips, and actions on them that each carry an
 * idempotency key, so the phone's offline queue can send them again safely.
 */
export function driverPhoneRoutes({ tripRouting }: AppDeps): Router {
  const router = new Router({ prefix: '/driver' });

  router.get('/trips', DRIVER, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await driverHome(carrierIdOf(ctx), memberOf(ctx));
  });

  router.post('/trips/:id/stops/:stopId/arrive', DRIVER, async (ctx) => {
    parse(emptySchema, ctx.request.body ?? {});
    answer(ctx, await arriveAtStop(actionOf(ctx), param(ctx, 'stopId')));
  });

  router.post('/trips/:id/stops/:stopId/complete', DRIVER, async (ctx) => {
    parse(emptySchema, ctx.request.body ?? {});
    answer(ctx, await completeDriverStop(actionOf(ctx), param(ctx, 'stopId')));
  });

  router.post('/trips/:id/odometer', DRIVER, async (ctx) => {
    const input = parse(odometerSchema, ctx.request.body);
    answer(ctx, await recordOdometer(actionOf(ctx), input));
  });

  router.post('/trips/:id/documents', DRIVER, photoForm, async (ctx) => {
    const input = parse(driverDocumentSchema, ctx.request.body);
    const action = actionOf(ctx);
    const file = uploadedFile(ctx, 'file');
    if (!file) throw badRequest('Take a photo to send', { file: 'Take a photo to send' });
    answer(ctx, await sendDocument(action, input, file));
  });

  router.post('/trips/:id/fuel', DRIVER, photoForm, async (ctx) => {
    const input = parse(fuelPurchaseSchema, ctx.request.body);
    const action = actionOf(ctx);
    answer(ctx, await recordFuel(action, input, uploadedFile(ctx, 'file'), tripRouting));
  });
  return router;
}
