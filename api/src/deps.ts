import type { Connection } from 'mongoose';
import { createSessionCache, type SessionCache } from './auth/sessionCache';
import type { SessionAccounts } from './auth/sessions';
import { signInLimiter, type AttemptSignIn } from './auth/signInLimiter';
import { createAnswerCache, type AnswerCache } from './cache/answerCache';
import { SessionModel } from './db/models/sessions';
import type { AppConfig } from './config';
import { createLimits, type Limits } from './limits';
import { createMailService, mailQuota, type MailQuota, type MailService } from './mail';
import { createPlaceSearch, type PlaceSearch } from './places';
import { createTripRouting, type TripRouting } from './trip-routing';

/**
 * Landing data may be up to this old. A change path clears `landingCache` to show it at once,
 * but only in its own process: the other API instances show it once their copy is this old
 * (one read of each landing key per instance per 15 s).
 */
const LANDING_CACHE_MS = 15_000;

/**
 * What one app's routers and services are built from: its config and everything derived from
 * it, created once per createApp (never per module, never from process.env). Two apps on one
 * database share their limits through it, as two API instances do.
 */
export interface AppDeps {
  readonly config: AppConfig;
  /**
   * The site's origin for links in mail: PUBLIC_ORIGIN (required in production), else the first
   * allowed origin (the shell on localhost:3000 in development). Never the request's Host
   * header, which a caller controls.
   */
  readonly publicOrigin: string;
  /** The limiter factory: counters in MongoDB, shared by every instance. */
  readonly limits: Limits;
  /** The quotas of every mail a person can make the site send (per sender, per recipient). */
  readonly mailQuota: MailQuota;
  /** Runs a sign-in attempt under the shared sign-in lockout. */
  readonly attemptSignIn: AttemptSignIn;
  /** Address suggestions (GEO_SEARCH_URL, else the embedded index). */
  readonly places: PlaceSearch;
  /** The trip-routing engine bound to OSRM_URL. */
  readonly tripRouting: TripRouting;
  /**
   * Session reads kept while a change stream follows the sessions and accounts; started by the
   * server (`sessionCache.start()`), so an app alone reads every session.
   */
  readonly sessionCache: SessionCache;
  /** The landing reads' answers; cleared by whatever changes what the landing page shows. */
  readonly landingCache: AnswerCache;
  /**
   * Mail through the outbox: `mail.enqueue(message, { session })` in the transaction of the
   * record the mail belongs to; the worker (`mail.start()`, by the server) sends it.
   */
  readonly mail: MailService;
}

/** The mail service of a config: SMTP_URL or the local catcher, and the retry policy. */
function mailOf(config: AppConfig): MailService {
  return createMailService({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    catcherPort: config.mailCatcherPort,
    timeoutMs: config.mailTimeoutSeconds * 1000,
    policy: {
      maxAttempts: config.mailMaxAttempts,
      firstRetryMs: config.mailRetrySeconds * 1000,
    },
  });
}

/**
 * The dependencies of one app, counting its limits in `connection`'s database; `accounts` are
 * where its sessions' accounts live.
 */
export function createDeps(
  config: AppConfig,
  connection: Connection,
  accounts: SessionAccounts,
): AppDeps {
  const limits = createLimits(connection);
  return {
    config,
    publicOrigin: config.allowedOrigins[0] ?? 'http://localhost:3000',
    limits,
    mailQuota: mailQuota(limits, {
      perSenderPerDay: config.mailPerSenderPerDay,
      perRecipientPerHour: config.mailPerRecipientPerHour,
    }),
    attemptSignIn: signInLimiter(limits),
    places: createPlaceSearch(config.geoSearchUrl, limits),
    tripRouting: createTripRouting({ osrmUrl: config.osrmUrl }),
    sessionCache: createSessionCache(connection, [
      SessionModel.collection.collectionName,
      ...Object.values(accounts).map((source) => source.collection),
    ]),
    landingCache: createAnswerCache(LANDING_CACHE_MS),
    mail: mailOf(config),
  };
}
