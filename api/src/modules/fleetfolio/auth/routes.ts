import Router from '@koa/router';
import {
  PASSWORD_RESET_MESSAGES,
  fleetLoginSchema,
  fleetPasswordResetSchema,
  fleetRegistrationSchema,
  passwordResetRequestSchema,
} from '@freight/contracts';
import { RESET_REQUESTS } from '../../../auth/passwordResets';
import { signedInAccount } from '../../../auth/activeAccount';
import { signIn, signOut } from '../../../auth/session';
import type { AppDeps } from '../../../deps';
import { unauthorized } from '../../../http/errors';
import { anyone } from '../../../http/routePolicy';
import { emptySchema, parse } from '../../../http/validate';
import { mailCarrierResetLink, resetCarrierPassword } from './passwordReset';
import { CARRIER_REGISTRATIONS } from './registrationLimiter';
import { authenticateCarrier, registerCarrier, toAccount, type CarrierMember } from './service';

/** FleetFolio carrier accounts: register, sign in, session check, sign out, forgot password. */
export function carrierAuthRoutes({
  attemptSignIn,
  limits,
  mail,
  mailQuota: quota,
  publicOrigin,
}: AppDeps): Router {
  const registrations = limits.limiter(CARRIER_REGISTRATIONS);
  const resetRequests = limits.limiter(RESET_REQUESTS);
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
    const member = signedInAccount<CarrierMember>(ctx, 'carrier');
    if (!member) throw unauthorized();
    ctx.body = { authenticated: true, account: toAccount(member) };
  });
  router.post('/logout', anyone, (ctx) => {
    parse(emptySchema, ctx.request.body);
    signOut(ctx, 'carrier');
    ctx.body = { success: true };
  });
  router.post('/password-reset/request', anyone, async (ctx) => {
    const { email } = parse(passwordResetRequestSchema, ctx.request.body);
    await resetRequests.consume(ctx.ip);
    // Counted for the typed address whether it has an account or not: the answer is the same.
    await quota.spend(`address:${ctx.ip}`, [email]);
    await mailCarrierResetLink(email, { publicOrigin, mail });
    ctx.body = { message: PASSWORD_RESET_MESSAGES.requestSent };
  });
  router.post('/password-reset', anyone, async (ctx) => {
    await resetCarrierPassword(parse(fleetPasswordResetSchema, ctx.request.body));
    ctx.body = { message: PASSWORD_RESET_MESSAGES.resetDone };
  });
  return router;
}
