import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type Router from '@koa/router';
import type Koa from 'koa';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { createApp, depsOf } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { connectDatabase, disconnectDatabase } from '../db/connection';
import type { AppDeps } from '../deps';
import { logger } from '../http/logger';

export interface TestDatabaseOptions {
  /** Test-only routers, each mounted in the area of its prefix (their routes declare `anyone`). */
  extraRouters?: Router[];
  /** Extra environment variables for this file's config (e.g. NODE_ENV: 'production'). */
  env?: Record<string, string>;
}

export interface TestContext {
  readonly app: Koa;
  readonly config: AppConfig;
  /** What the app was built from: its limits, caches and services. */
  readonly deps: AppDeps;
  readonly db: typeof mongoose;
  /** A supertest client without cookies. */
  request(): ReturnType<typeof supertest>;
  /** A supertest agent that keeps cookies between requests. */
  agent(): ReturnType<typeof supertest.agent>;
}

function databaseName(): string {
  const file = path
    .basename(expect.getState().testPath ?? 'test', '.ts')
    .replace(/[^A-Za-z0-9]/g, '_');
  return `t_${file.slice(0, 40)}_${randomBytes(4).toString('hex')}`;
}

/**
 * Whether this file's database outlives the run: only on a server given by MONGODB_URI. The
 * run's own temporary mongod is deleted whole at the end, and dropping a database drops its
 * tables, which crashes the offline mongod under Wine (again on 2026-11-25, in a run that
 * dropped each file's database: packages/mongo-runner/README.md).
 */
function leavesDatabaseBehind(): boolean {
  return Boolean(process.env.MONGODB_URI);
}

/**
 * Building every model's indexes on a new database takes a few seconds alone, and more than the
 * 30 s test timeout on a CI machine that builds the remotes beside the API tests (the official
 * run of 2026-11-25 lost a file that way). The database setup and teardown get this much time.
 */
const DATABASE_HOOK_TIMEOUT_MS = 180_000;

/**
 * Gives this test file its own database on the run's mongod (dropped afterwards when the server
 * outlives the run), the app for supertest, and its mail worker with a local catcher on a free
 * port. Call once at the top of a file.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): TestContext {
  let app: Koa | undefined;
  let config: AppConfig | undefined;

  beforeAll(async () => {
    const uri = process.env.TEST_MONGODB_URI ?? process.env.MONGODB_URI;
    if (!uri)
      throw new Error(
        'No test mongod: run API tests through jest (globalSetup) or set MONGODB_URI',
      );
    config = loadConfig({ NODE_ENV: 'test', MAIL_CATCHER_PORT: '0', ...options.env });
    logger.level = config.logLevel;
    await connectDatabase(uri, databaseName(), config.mongodbMaxPoolSize);
    app = createApp(config, { extraRouters: options.extraRouters });
    await depsOf(app).mail.start();
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    if (app) await depsOf(app).mail.stop();
    if (
      leavesDatabaseBehind() &&
      mongoose.connection.readyState === mongoose.ConnectionStates.connected
    ) {
      await mongoose.connection.dropDatabase();
    }
    await disconnectDatabase();
  }, DATABASE_HOOK_TIMEOUT_MS);

  const ready = () => {
    if (!app || !config) throw new Error('useTestDatabase: use the context inside tests or hooks');
    return { app, config };
  };
  return {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    get deps() {
      return depsOf(ready().app);
    },
    db: mongoose,
    request: () => supertest(ready().app.callback()),
    agent: () => supertest.agent(ready().app.callback()),
  };
}
