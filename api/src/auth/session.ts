import type { Context, Next } from 'koa';
import { SessionModel } from '../db/models/sessions';
import { unauthorized } from '../http/errors';
import type { SessionContext, SessionKind, SessionValue } from './sessions';

function sessionOf(ctx: Context, kind: SessionKind): SessionValue | null {
  if (ctx.state.sessionKind !== kind) {
    throw new Error(`A ${kind} session is only available in its own area (got ${ctx.path})`);
  }
  return (ctx as SessionContext).session;
}

/** The signed-in account id of this kind, or undefined. Use it for "who am I" style reads. */
export function currentAccountId(ctx: Context, kind: SessionKind): string | undefined {
  const session = sessionOf(ctx, kind);
  return session?.kind === kind && session.accountId ? session.accountId : undefined;
}

/** Signs the account in with a fresh session id (no fixation). Call after the password checked out. */
export async function signIn(ctx: Context, kind: SessionKind, accountId: string): Promise<void> {
  const session = sessionOf(ctx, kind);
  if (!session) throw new Error('Session middleware is not active');
  session.kind = kind;
  session.accountId = accountId;
  session.signedInAt = Date.now();
  await session.regenerate();
}

/** Ends the session of this kind: the stored session is deleted and the cookie cleared. */
export function signOut(ctx: Context, kind: SessionKind): void {
  sessionOf(ctx, kind);
  (ctx as SessionContext).session = null;
}

/**
 * Ends every stored session of one account (a password changed, a registration replaced, a
 * member removed from a team): each browser signed in as it is signed out at its next request.
 */
export async function endSessionsOf(kind: SessionKind, accountId: string): Promise<void> {
  await SessionModel.deleteMany({ 'sess.kind': kind, 'sess.accountId': accountId });
}

const STATE_KEY: Readonly<Record<SessionKind, 'adminId' | 'clientId' | 'carrierId'>> = {
  admin: 'adminId',
  client: 'clientId',
  carrier: 'carrierId',
};

function requireKind(kind: SessionKind) {
  return async function requireSession(ctx: Context, next: Next): Promise<void> {
    const accountId = currentAccountId(ctx, kind);
    if (!accountId) throw unauthorized();
    ctx.state[STATE_KEY[kind]] = accountId;
    ctx.state.accountId = accountId;
    await next();
  };
}

/** 401 unless an admin is signed in; sets ctx.state.adminId. Only under /api/admin. */
export const requireAdmin = requireKind('admin');
/** 401 unless a client portal user is signed in; sets ctx.state.clientId. Only under /api/client-portal. */
export const requireClient = requireKind('client');
/** 401 unless a FleetFolio carrier is signed in; sets ctx.state.carrierId. Only under /api/fleetfolio. */
export const requireCarrier = requireKind('carrier');
