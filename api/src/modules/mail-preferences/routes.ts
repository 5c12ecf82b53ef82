import Router from '@koa/router';
import { MAIL_PREFERENCE_MESSAGES as M, unsubscribeSchema } from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { parse } from '../../http/validate';
import type { LimitRule } from '../../limits';
import { setShipmentUpdates } from './service';
import { addressOfToken } from './tokens';

/** Unsubscribe requests one address may make per 10 minutes: enough for a person, not a scan. */
const UNSUBSCRIBE_REQUESTS: LimitRule = {
  name: 'unsubscribe',
  points: 30,
  windowSeconds: 10 * 60,
  message: 'Too many requests. Please try again later.',
};

/**
 * The unsubscribe link of shipment update mails (public area: it works without signing in, the
 * signed token is the proof). A tampered token is a 400 and changes nothing.
 */
export function mailPreferenceRoutes({ limits, config }: AppDeps): Router {
  const requests = limits.limiter(UNSUBSCRIBE_REQUESTS);
  const router = new Router({ prefix: '/mail-preferences' });
  router.post('/unsubscribe', async (ctx) => {
    await requests.consume(ctx.ip);
    const { token } = parse(unsubscribeSchema, ctx.request.body);
    const email = addressOfToken(config.sessionKeys, token);
    if (!email) throw badRequest(M.linkInvalid, { token: M.linkInvalid });
    await setShipmentUpdates(email, false, 'link');
    ctx.body = { message: M.unsubscribed };
  });
  return router;
}
