import type { Context, Next } from 'koa';
import { requireCarrier } from '../../../auth/session';
import { TmsUserModel } from '../../../db/models/tms_users';
import { unauthorized } from '../../../http/errors';

/**
 * requireCarrier, plus the account must still exist and be active: a deactivated or deleted
 * account loses access at once, not when its session expires.
 */
export async function requireActiveCarrier(ctx: Context, next: Next): Promise<void> {
  await requireCarrier(ctx, async () => {
    const active = await TmsUserModel.exists({ _id: ctx.state.carrierId, isActive: true });
    if (!active) throw unauthorized();
    await next();
  });
}
