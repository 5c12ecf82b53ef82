import Router from '@koa/router';
import Joi from 'joi';
import { adminLoginSchema } from '@freight/contracts';
import { signedInAccount } from '../../auth/activeAccount';
import { signIn, signOut } from '../../auth/session';
import type { AppDeps } from '../../deps';
import { anyone } from '../../http/routePolicy';
import { parse } from '../../http/validate';
import { authStatus, authenticateAdmin, type SignedInAdmin } from './service';

const emptyBodySchema = Joi.object({});

/** Admin sign-in, sign-out and the session status the admin screens check (admin area). */
export function adminAuthRoutes({ attemptSignIn }: AppDeps): Router {
  const router = new Router();
  router.post('/login', anyone, async (ctx) => {
    const credentials = parse(adminLoginSchema, ctx.request.body);
    const admin = await authenticateAdmin(attemptSignIn, credentials, ctx.ip);
    await signIn(ctx, 'admin', admin.id);
    ctx.body = { success: true, username: admin.username };
  });
  router.post('/logout', anyone, (ctx) => {
    parse(emptyBodySchema, ctx.request.body);
    signOut(ctx, 'admin');
    ctx.body = { success: true };
  });
  router.get('/auth-status', anyone, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = authStatus(signedInAccount<SignedInAdmin>(ctx, 'admin'));
  });
  return router;
}
