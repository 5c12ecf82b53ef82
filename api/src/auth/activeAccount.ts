import type { Context, Middleware, Next } from 'koa';
import { unauthorized } from '../http/errors';
import { currentAccountId, signOut } from './session';
import type { SessionKind } from './sessions';

const STATE_KEY: Readonly<Record<SessionKind, 'adminId' | 'clientId' | 'carrierId'>> = {
  admin: 'adminId',
  client: 'clientId',
  carrier: 'carrierId',
};

/**
 * The guard of a signed-in area: 401 unless a session of `kind` is signed in AND its account is
 * still active (`findActive` answers it, or null when it was deleted or deactivated: then the
 * session is ended at once, not when it expires). Sets ctx.state.accountId, the kind's id
 * (`adminId`, `clientId`, `carrierId`) and ctx.state.account (what findActive answered).
 */
export function requireActiveAccount<Account>(
  kind: SessionKind,
  findActive: (accountId: string) => Promise<Account | null>,
): Middleware {
  return async function activeAccountGuard(ctx: Context, next: Next): Promise<void> {
    const accountId = currentAccountId(ctx, kind);
    const account = accountId ? await findActive(accountId) : null;
    if (!accountId || !account) {
      if (accountId) signOut(ctx, kind);
      throw unauthorized();
    }
    ctx.state.accountId = accountId;
    ctx.state[STATE_KEY[kind]] = accountId;
    ctx.state.account = account;
    await next();
  };
}

/** The account the area's guard found (typed by the module that owns it). */
export const activeAccount = <Account>(ctx: Context) => ctx.state.account as Account;
