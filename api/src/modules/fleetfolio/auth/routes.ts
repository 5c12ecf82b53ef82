import Router from '@koa/router';
import { fleetLoginSchema, fleetRegistrationSchema } from '@freight/contracts';
import { currentAccountId, signIn, signOut } from '../../../auth/session';
import type { AppDeps } from '../../../deps';
import { unauthorized } from '../../../http/errors';
import { anyone } from '../../../http/routePolicy';
import { emptySchema, parse } from '../../../http/validate';
import { CARRIER_REGISTRATIONS } from './registrationLimiter';
import { activeCarrier, authenticateCarrier, registerCarrier } from './service';

/** FleetFolio carrier accounts: register, sign in, session check, sign out. */
export function carrierAuthRoutes({ attemptSignIn, limits }: AppDeps): Router {
  const registrations = limits.limiter(CARRIER_REGISTRATIONS);
  const router = new Router();
  router.post('/register', anyone, async (ctx) => {
    const registration = parse(fleetRegistrationSchema, ctx.request.body);
    await registrations.consume(ctx.ip);
    const account = await registerCarrier(registration);
    ctx.status = 201;
    ctx.body = { success: true, account };
  });
  router.post('/login', anyone, async (ctx) => {
    const credentials = parse(fleetLoginSchema, ctx.request.body);
    const account = await authenticateCarrier(attemptSignIn, credentials, ctx.ip);
    await signIn(ctx, 'carrier', account.id);
    ctx.body = { success: true, account };
  });
  router.get('/auth/check', anyone, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    const account = await activeCarrier(currentAccountId(ctx, 'carrier'));
    if (!account) throw unauthorized();
    ctx.body = { authenticated: true, account };
  });
  router.post('/logout', anyone, (ctx) => {
    parse(emptySchema, ctx.request.body);
    signOut(ctx, 'carrier');
    ctx.body = { success: true };
  });
  return router;
}
