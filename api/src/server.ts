import type { Server } from 'node:http';
import path from 'node:path';
import { createApp, depsOf } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { connectDatabase, disconnectDatabase, whileDatabaseSettles } from './db/connection';
import { seedDatabase } from './db/seed';
import { logger } from './http/logger';
import { ensureDefaultAdmin } from './modules/admin-auth';
import { startPeriodicJobs } from './periodic';
import { periodicJobs } from './periodicJobs';
import { placesIndex } from './places';

const SHUTDOWN_GRACE_MS = 10_000;

interface Database {
  uri: string;
  stop(): Promise<void>;
}

/** MONGODB_URI, or (outside production) a local mongod keeping its data in <repo>/.data/mongodb. */
async function resolveDatabase(config: AppConfig): Promise<Database> {
  if (config.mongodbUri) return { uri: config.mongodbUri, stop: async () => undefined };
  const { startMongo } = await import('@freight/mongo-runner');
  const dbPath = path.resolve(__dirname, '..', '..', '.data', 'mongodb');
  logger.info({ dbPath }, 'no MONGODB_URI: starting a local mongod');
  return startMongo({ dbPath, log: (line) => logger.info(line) });
}

function listen(app: ReturnType<typeof createApp>, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  logger.level = config.logLevel;
  const database = await resolveDatabase(config);
  await connectDatabase(database.uri, config.mongodbDbName, config.mongodbMaxPoolSize);
  await whileDatabaseSettles('seed', seedDatabase);
  await whileDatabaseSettles('default admin', () => ensureDefaultAdmin(config));
  const app = createApp(config);
  const { mail, sessionCache } = depsOf(app);
  // The outbox worker starts before the server listens: mail left by a stopped instance goes out.
  await mail.start();
  sessionCache.start();
  const jobs = startPeriodicJobs(periodicJobs(config, mail));
  const server = await listen(app, config.port);
  logger.info({ port: config.port, env: config.env, instance: jobs.instance }, 'API listening');
  // Reading the places data takes a second or two of CPU: done now, so no visitor waits for it.
  setImmediate(() => placesIndex());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await closeServer(server);
    await jobs.stop();
    await mail.stop();
    await sessionCache.stop();
    await disconnectDatabase();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'API failed to start');
  }
  process.exit(1);
});
