import Router from '@koa/router';
import { fleetLoginSchema, fleetRegistrationSchema } from '@freight/contracts';
import Joi from 'joi';
import { currentAccountId, signIn, signOut } from '../../../auth/session';
import { unauthorized } from '../../../http/errors';
import { parse } from '../../../http/validate';
import { countRegistration } from './registrationLimiter';
import { activeCarrier, authenticateCarrier, registerCarrier } from './service';

const emptyBody = Joi.object({});

/** FleetFolio carrier accounts: register, sign in, session check, sign out. */
export const carrierAuthRouter = new Router({ prefix: '/api/fleetfolio' });

carrierAuthRouter.post('/register', async (ctx) => {
  const registration = parse(fleetRegistrationSchema, ctx.request.body);
  await countRegistration(ctx.ip);
  const account = await registerCarrier(registration);
  ctx.status = 201;
  ctx.body = { success: true, account };
});

carrierAuthRouter.post('/login', async (ctx) => {
  const account = await authenticateCarrier(parse(fleetLoginSchema, ctx.request.body), ctx.ip);
  await signIn(ctx, 'carrier', account.id);
  ctx.body = { success: true, account };
});

carrierAuthRouter.get('/auth/check', async (ctx) => {
  parse(emptyBody, ctx.query);
  ctx.set('Cache-Control', 'no-store');
  const account = await activeCarrier(currentAccountId(ctx, 'carrier'));
  if (!account) throw unauthorized();
  ctx.body = { authenticated: true, account };
});

carrierAuthRouter.post('/logout', (ctx) => {
  parse(emptyBody, ctx.request.body);
  signOut(ctx, 'carrier');
  ctx.body = { success: true };
});
