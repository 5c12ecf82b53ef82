import os from 'node:os';
import mongoose from 'mongoose';
import { logger } from '../http/logger';
import { buildIndexesOneAtATime } from './indexBuild';
import { isDatabaseDown } from './unavailable';

// Query filters are sanitised ($-operators in user values are neutralised) and unknown filter
// paths are dropped, for every model, before any model is used.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
// Indexes are built by connectDatabase before anything is stored, one collection at a time, not
// by mongoose in the background on connect: a build that meets documents uses temporary tables
// that mongod drops afterwards, and dropping tables crashes the offline Wine build (see
// packages/mongo-runner/README.md).
mongoose.set('autoIndex', false);
// Collections too are created by that build, one at a time, not by every model at once on
// connect: two creations of one collection at the same moment crashed the Wine build.
mongoose.set('autoCreate', false);

/**
 * How long an operation waits for a usable server. A write in a transaction may select twice
 * (the driver retries it once), so 2 s keeps every answer during an outage (503) within 5 s.
 */
export const SERVER_SELECTION_TIMEOUT_MS = 2000;
/** A slow start of the database gets this many tries at the first connection. */
const FIRST_CONNECT_ATTEMPTS = 15;

// While the connection is down mongoose holds operations back (10 s by default) before the
// driver's own server selection even starts: fail them as soon as selection would.
mongoose.set('bufferTimeoutMS', SERVER_SELECTION_TIMEOUT_MS);

const START_STEP_ATTEMPTS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a start-up step again while the database is unavailable for a moment (a member slow to
 * answer, an election): an instance that gave up would stay down until someone restarted it.
 * Every step it runs is safe to repeat (index builds, the seed, the default admin).
 */
export async function whileDatabaseSettles<T>(step: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseDown(error as Error) || attempt === START_STEP_ATTEMPTS) throw error;
      logger.warn({ err: error, step, attempt }, 'database unavailable at start: trying again');
      await sleep(Math.min(attempt, 5) * 1000);
    }
  }
}

/**
 * Connects the default mongoose connection, with at most `maxPoolSize` connections to each
 * server, and builds every model's indexes.
 */
export async function connectDatabase(
  uri: string,
  dbName: string,
  maxPoolSize: number,
): Promise<typeof mongoose> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mongoose.connect(uri, {
        dbName,
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        maxPoolSize,
        // The driver otherwise loads `os` with a dynamic import(), which fails inside jest's VM.
        runtimeAdapters: { os },
      });
      break;
    } catch (error) {
      const unreachable = (error as Error).name === 'MongooseServerSelectionError';
      if (!unreachable || attempt === FIRST_CONNECT_ATTEMPTS) throw error;
    }
  }
  await whileDatabaseSettles('indexes', buildIndexesOneAtATime);
  return mongoose;
}

export function disconnectDatabase(): Promise<void> {
  return mongoose.disconnect();
}

export function isDatabaseUp(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}
