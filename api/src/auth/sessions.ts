import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Middleware, Next } from 'koa';
import createSession from 'koa-session';
import type { AnyAccountSource } from './accountSource';
import type { SessionCache } from './sessionCache';
import { mongoSessionStore } from './sessionStore';

/** The three kinds of account. Each has its own cookie and only exists in its own area. */
export type SessionKind = 'admin' | 'client' | 'carrier';

export interface SessionSettings {
  production: boolean;
  idleMinutes: number;
  absoluteHours: number;
}

/** What a signed-in session holds. Nothing is stored for visitors who are not signed in. */
interface SignedInSession {
  kind: SessionKind;
  accountId: string;
  signedInAt: number;
}

export type SessionValue = Partial<SignedInSession> & { regenerate(): Promise<void> };

/** A Koa context seen through koa-session (which does not augment Koa's types). */
export type SessionContext = Context & {
  session: SessionValue | null;
  sessionOptions: { key: string };
};

function sessionCookieName(kind: SessionKind, production: boolean): string {
  return `${production ? '__Host-' : ''}${kind}_sid`;
}

function isValid(ctx: Context, sess: Record<string, unknown>, absoluteMs: number): boolean {
  return (
    sess.kind === ctx.state.sessionKind &&
    typeof sess.accountId === 'string' &&
    typeof sess.signedInAt === 'number' &&
    Date.now() - sess.signedInAt < absoluteMs
  );
}

export type SessionFor = (kind: SessionKind) => Middleware;

/** Where each kind of session's account lives: read with the session (sessionStore.ts). */
export type SessionAccounts = Record<SessionKind, AnyAccountSource>;

/**
 * The app's sessions: `sessionFor(kind)` is the middleware of the area of that kind (its own
 * cookie); areas without accounts have none, so no session is read or stored for them.
 * koa-session allows one session per app, so the cookie name is chosen per request from the
 * area's kind. The idle timeout is the rolling maxAge; the absolute lifetime is checked from
 * signedInAt.
 */
export function sessions(
  app: Koa,
  settings: SessionSettings,
  accounts: SessionAccounts,
  cache: SessionCache,
): SessionFor {
  const absoluteMs = settings.absoluteHours * 3_600_000;
  const middleware = createSession(
    {
      key: 'sid',
      maxAge: settings.idleMinutes * 60_000,
      rolling: true,
      httpOnly: true,
      signed: true,
      sameSite: 'strict',
      secure: settings.production,
      overwrite: true,
      store: mongoSessionStore(accounts, cache),
      genid: () => randomBytes(32).toString('base64url'),
      valid: (ctx: Context, sess: Record<string, unknown>) => isValid(ctx, sess, absoluteMs),
    },
    app,
  );
  return (kind) =>
    async function kindSession(ctx: Context, next: Next): Promise<void> {
      ctx.state.sessionKind = kind;
      // In production TLS ends in front of the API: always send Secure cookies, never fail on http.
      if (settings.production) ctx.cookies.secure = true;
      (ctx as SessionContext).sessionOptions.key = sessionCookieName(kind, settings.production);
      await middleware(ctx, next);
    };
}
