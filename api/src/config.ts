import { randomBytes } from 'node:crypto';
import Joi from 'joi';
import { weakPasswordMessage } from './auth/passwordPolicy';

const DEV_ADMIN_USERNAME = 'admin';
/** Development-only default; production refuses to start with it (see README). */
export const DEV_ADMIN_PASSWORD = 'freight-admin-dev';

const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  mongodbUri?: string;
  mongodbDbName: string;
  /** Connections to each MongoDB server an instance opens at most (MONGODB_MAX_POOL_SIZE). */
  mongodbMaxPoolSize: number;
  sessionKeys: string[];
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  allowedOrigins: string[];
  /** Proxies in front of the API whose X-Forwarded-For entries are trusted (0: none). */
  trustProxyHops: number;
  jsonBodyLimit: string;
  smtpUrl?: string;
  mailFrom: string;
  mailCatcherPort: number;
  /** Attempts per message before it is marked failed. */
  mailMaxAttempts: number;
  /** The wait after a message's first failed attempt; doubled after each further one. */
  mailRetrySeconds: number;
  /** How long connecting to SMTP, its greeting and each exchange may take. */
  mailTimeoutSeconds: number;
  /** Days a sent message stays in the outbox. */
  mailKeepSentDays: number;
  /** Days a failed message stays in the outbox unless sent again. */
  mailKeepFailedDays: number;
  /** The period of the purge of quote documents never attached to a quote. */
  uploadPurgeSeconds: number;
  adminUsername: string;
  adminPassword: string;
  adminEmail: string;
  geoSearchUrl?: string;
  osrmUrl?: string;
  logLevel: string;
  /** Bytes one address may upload through signed upload addresses per hour. */
  uploadBytesPerHour: number;
  /** How long an uploaded quote document no quote claimed is kept. */
  unclaimedUploadMinutes: number;
  /** Mails one account (or a visitor's address) may have the site send per day. */
  mailPerSenderPerDay: number;
  /** Mails one address may receive through the site per hour. */
  mailPerRecipientPerHour: number;
}

/**
 * A MongoDB connection string: `mongodb://` with one host or a replica set's seed list
 * (`h1:27017,h2:27017`; joi's uri check refuses several hosts), or `mongodb+srv://`, with
 * optional credentials, database and options.
 */
const MONGODB_URI =
  /^mongodb(\+srv)?:\/\/([^\s/?#@]+@)?[A-Za-z0-9.\-[\]:]+(,[A-Za-z0-9.\-[\]:]+)*(\/[^\s?#]*)?(\?[^\s#]*)?$/;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'test', 'production').default('development'),
  PORT: Joi.number().integer().min(0).max(65535).default(4000),
  MONGODB_URI: Joi.string()
    .pattern(MONGODB_URI)
    .when('NODE_ENV', { is: 'production', then: Joi.required() })
    .messages({
      'string.pattern.base':
        'must be a connection string like mongodb://host1:27017,host2:27017/?replicaSet=rs0',
    }),
  MONGODB_DB_NAME: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{1,60}$/)
    .default('freight'),
  // Few: operations beyond them wait in the driver's queue, first come first served. With the
  // driver's 100, the slowest of a burst of 100 requests took 3-5 s on the Wine mongod; with 10,
  // 0.6-1.8 s (bench/README.md, closed loop).
  MONGODB_MAX_POOL_SIZE: Joi.number().integer().min(2).max(500).default(10),
  SESSION_SECRET: Joi.string().min(32),
  SESSION_KEYS: Joi.string()
    .custom((value: string, helpers) =>
      list(value).every((key) => key.length >= 32) ? value : helpers.error('any.invalid'),
    )
    .when('NODE_ENV', {
      is: 'production',
      then: Joi.when('SESSION_SECRET', { is: Joi.exist(), otherwise: Joi.required() }),
    })
    .messages({ 'any.invalid': 'every key must be at least 32 characters' }),
  SESSION_IDLE_MINUTES: Joi.number().integer().min(1).max(1440).default(60),
  SESSION_ABSOLUTE_HOURS: Joi.number().integer().min(1).max(168).default(12),
  PUBLIC_ORIGIN: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .when('NODE_ENV', { is: 'production', then: Joi.required() }),
  ALLOWED_ORIGINS: Joi.string()
    .custom((value: string, helpers) =>
      list(value).every((origin) => /^https?:\/\/[^/\s]+$/.test(origin))
        ? value
        : helpers.error('any.invalid'),
    )
    .messages({
      'any.invalid': 'must be a comma-separated list of origins like https://example.com',
    }),
  TRUST_PROXY_HOPS: Joi.number().integer().min(0).max(10).default(1),
  TRUST_PROXY: Joi.forbidden().messages({
    'any.unknown': 'was replaced by TRUST_PROXY_HOPS (the number of proxies in front of the API)',
  }),
  JSON_BODY_LIMIT: Joi.string()
    .pattern(/^\d+(b|kb|mb)$/i)
    .default('100kb'),
  // In production a missing SMTP_URL would send every mail to the local catcher, marked sent.
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .when('NODE_ENV', { is: 'production', then: Joi.required() }),
  MAIL_FROM: Joi.string().min(3),
  MAIL_CATCHER_PORT: Joi.number().integer().min(0).max(65535).default(2525),
  MAIL_MAX_ATTEMPTS: Joi.number().integer().min(1).max(50).default(10),
  MAIL_RETRY_SECONDS: Joi.number().integer().min(1).max(3600).default(30),
  MAIL_TIMEOUT_SECONDS: Joi.number().integer().min(1).max(600).default(30),
  MAIL_KEEP_SENT_DAYS: Joi.number().integer().min(1).max(3650).default(30),
  MAIL_KEEP_FAILED_DAYS: Joi.number().integer().min(1).max(3650).default(90),
  UPLOAD_PURGE_SECONDS: Joi.number()
    .integer()
    .min(1)
    .max(7 * 24 * 3600)
    .default(600),
  ADMIN_USERNAME: Joi.string().trim().min(3).max(64).default(DEV_ADMIN_USERNAME),
  ADMIN_PASSWORD: Joi.string()
    .min(8)
    .when('NODE_ENV', {
      is: 'production',
      then: Joi.string()
        .min(12)
        .invalid(DEV_ADMIN_PASSWORD)
        .required()
        .custom((value: string, helpers) => {
          const siblings = helpers.state.ancestors[0] as { ADMIN_USERNAME?: string };
          const weak = weakPasswordMessage(value, [siblings.ADMIN_USERNAME ?? '']);
          return weak ? helpers.message({ custom: weak }) : value;
        }),
      otherwise: Joi.string().default(DEV_ADMIN_PASSWORD),
    }),
  ADMIN_EMAIL: Joi.string().email({ tlds: false }),
  GEO_SEARCH_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  OSRM_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  UPLOAD_BYTES_PER_HOUR: Joi.number()
    .integer()
    .min(1)
    .max(10 * 1024 ** 3)
    .default(50 * 1024 * 1024),
  UNCLAIMED_UPLOAD_MINUTES: Joi.number()
    .integer()
    .min(15)
    .max(7 * 24 * 60)
    .default(60),
  MAIL_PER_SENDER_PER_DAY: Joi.number().integer().min(1).max(10_000).default(20),
  MAIL_PER_RECIPIENT_PER_HOUR: Joi.number().integer().min(1).max(1_000).default(3),
}).unknown(true);

/** Thrown at start when the environment is wrong; lists every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function sessionKeys(env: Env): string[] {
  const keys = [...list(env.SESSION_KEYS), ...list(env.SESSION_SECRET)];
  return keys.length > 0 ? keys : [randomBytes(32).toString('base64url')];
}

function allowedOrigins(env: Env, production: boolean): string[] {
  const origins = [...list(env.PUBLIC_ORIGIN), ...list(env.ALLOWED_ORIGINS)];
  return production ? origins : [...new Set([...origins, ...DEV_ORIGINS])];
}

/** Validates the environment (process.env by default) and returns the typed configuration. */
export function loadConfig(source: Env = process.env): AppConfig {
  const { error, value } = schema.validate(source, { abortEarly: false, convert: true });
  if (error) {
    throw new ConfigError(
      error.details.map((detail) => `${detail.path.join('.') || 'env'}: ${detail.message}`),
    );
  }
  const env = value as Env & {
    PORT: number;
    MAIL_CATCHER_PORT: number;
    MAIL_MAX_ATTEMPTS: number;
    MAIL_RETRY_SECONDS: number;
    MAIL_TIMEOUT_SECONDS: number;
    MAIL_KEEP_SENT_DAYS: number;
    MAIL_KEEP_FAILED_DAYS: number;
    UPLOAD_PURGE_SECONDS: number;
    SESSION_IDLE_MINUTES: number;
    SESSION_ABSOLUTE_HOURS: number;
    TRUST_PROXY_HOPS: number;
    MONGODB_MAX_POOL_SIZE: number;
    UPLOAD_BYTES_PER_HOUR: number;
    UNCLAIMED_UPLOAD_MINUTES: number;
    MAIL_PER_SENDER_PER_DAY: number;
    MAIL_PER_RECIPIENT_PER_HOUR: number;
  };
  const production = env.NODE_ENV === 'production';
  const origins = allowedOrigins(env, production);
  return {
    env: env.NODE_ENV as AppConfig['env'],
    port: env.PORT,
    mongodbUri: env.MONGODB_URI,
    mongodbDbName: env.MONGODB_DB_NAME as string,
    mongodbMaxPoolSize: env.MONGODB_MAX_POOL_SIZE,
    sessionKeys: sessionKeys(env),
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: env.SESSION_ABSOLUTE_HOURS,
    allowedOrigins: origins,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    jsonBodyLimit: env.JSON_BODY_LIMIT as string,
    smtpUrl: env.SMTP_URL,
    mailFrom:
      env.MAIL_FROM ?? `Website <no-reply@${new URL(origins[0] ?? 'http://localhost').hostname}>`,
    mailCatcherPort: env.MAIL_CATCHER_PORT,
    mailMaxAttempts: env.MAIL_MAX_ATTEMPTS,
    mailRetrySeconds: env.MAIL_RETRY_SECONDS,
    mailTimeoutSeconds: env.MAIL_TIMEOUT_SECONDS,
    mailKeepSentDays: env.MAIL_KEEP_SENT_DAYS,
    mailKeepFailedDays: env.MAIL_KEEP_FAILED_DAYS,
    uploadPurgeSeconds: env.UPLOAD_PURGE_SECONDS,
    adminUsername: env.ADMIN_USERNAME as string,
    adminPassword: env.ADMIN_PASSWORD as string,
    adminEmail: env.ADMIN_EMAIL ?? `${env.ADMIN_USERNAME}@localhost.localdomain`,
    geoSearchUrl: env.GEO_SEARCH_URL,
    osrmUrl: env.OSRM_URL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadBytesPerHour: env.UPLOAD_BYTES_PER_HOUR,
    unclaimedUploadMinutes: env.UNCLAIMED_UPLOAD_MINUTES,
    mailPerSenderPerDay: env.MAIL_PER_SENDER_PER_DAY,
    mailPerRecipientPerHour: env.MAIL_PER_RECIPIENT_PER_HOUR,
  };
}
