import type { Context } from 'koa';
import { activeAccount, requireActiveAccount } from '../../auth/activeAccount';
import type { SignedInAdmin } from './service';

export { adminAuthRoutes } from './routes';
export { adminAccounts, ensureDefaultAdmin, type SignedInAdmin } from './service';

/** The admin area's guard: an active admin is signed in (ctx.state.account is the admin). */
export const requireActiveAdmin = requireActiveAccount('admin');

/** The signed-in admin's username, recorded on the changes they make. */
export const adminName = (ctx: Context) => activeAccount<SignedInAdmin>(ctx).username;
