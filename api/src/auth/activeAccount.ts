import type { Context, Middleware, Next } from 'koa';
import { unauthorized } from '../http/errors';
import { currentAccountId, signOut } from './session';
import type { SessionKind } from './sessions';
import { storedAccountOf } from './sessionStore';

const STATE_KEY: Readonly<Record<SessionKind, 'adminId' | 'clientId' | 'carrierId'>> = {
  admin: 'adminId',
  client: 'clientId',
  carrier: 'carrierId',
};

/**
 * The guard of a signed-in area: 401 unless a session of `kind` is signed in AND its account is
 * still active. The session store reads the account with the session (the kind's account
 * source, `SessionAccounts`), or keeps that read until a change to either arrives; when the
 * account is deleted or deactivated, the session ends at its next request, not when it expires.
 * Fails closed: a session read without its account has none. Sets ctx.state.accountId, the
 * kind's id (`adminId`, `clientId`, `carrierId`) and ctx.state.account (the source's view of
 * the account).
 */
export function requireActiveAccount(kind: SessionKind): Middleware {
  return async function activeAccountGuard(ctx: Context, next: Next): Promise<void> {
    const accountId = currentAccountId(ctx, kind);
    const account = signedInAccount(ctx, kind);
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

/**
 * The signed-in account of `kind` as its area sees it, or null, for a route open to anyone
 * (a session check): the session store read it with the session, so this is no query.
 */
export function signedInAccount<Account>(ctx: Context, kind: SessionKind): Account | null {
  const accountId = currentAccountId(ctx, kind);
  return accountId ? (storedAccountOf(ctx, accountId) as Account | null) : null;
}

/** The account the area's guard found (typed by the module that owns it). */
export const activeAccount = <Account>(ctx: Context) => ctx.state.account as Account;
