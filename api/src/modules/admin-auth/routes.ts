import Router from '@koa/router';
import Joi from 'joi';
import { adminLoginSchema } from '@freight/contracts';
import { currentAccountId, signIn, signOut } from '../../auth/session';
import { parse } from '../../http/validate';
import { authStatus, authenticateAdmin } from './service';

const emptyBodySchema = Joi.object({});

/** Admin sign-in, sign-out and the session status the admin screens check. */
export const adminAuthRouter = new Router({ prefix: '/api/admin' });

adminAuthRouter.post('/login', async (ctx) => {
  const credentials = parse(adminLoginSchema, ctx.request.body);
  const admin = await authenticateAdmin(credentials, ctx.ip);
  await signIn(ctx, 'admin', admin.id);
  ctx.body = { success: true, username: admin.username };
});

adminAuthRouter.post('/logout', (ctx) => {
  parse(emptyBodySchema, ctx.request.body);
  signOut(ctx, 'admin');
  ctx.body = { success: true };
});

adminAuthRouter.get('/auth-status', async (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await authStatus(currentAccountId(ctx, 'admin'));
});
