import type { Context, Next } from 'koa';
import { requireAdmin } from '../../auth/session';
import { unauthorized } from '../../http/errors';
import { activeAdmin } from './service';

/**
 * 401 unless an active admin is signed in. Sets ctx.state.adminUsername (who made a change) on
 * top of requireAdmin's adminId; an admin deactivated after signing in is refused at once.
 */
export async function requireActiveAdmin(ctx: Context, next: Next): Promise<void> {
  await requireAdmin(ctx, async () => {
    const admin = await activeAdmin(ctx.state.adminId as string);
    if (!admin) throw unauthorized();
    ctx.state.adminUsername = admin.username;
    await next();
  });
}
