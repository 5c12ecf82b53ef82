import os from 'node:os';
import mongoose from 'mongoose';

// Query filters are sanitised ($-operators in user values are neutralised) and unknown filter
// paths are dropped, for every model, before any model is used.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

export const SERVER_SELECTION_TIMEOUT_MS = 5000;

/** Connects the default mongoose connection and waits until every model's indexes exist. */
export async function connectDatabase(uri: string, dbName: string): Promise<typeof mongoose> {
  await mongoose.connect(uri, {
    dbName,
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    // The driver otherwise loads `os` with a dynamic import(), which fails inside jest's VM.
    runtimeAdapters: { os },
  });
  await Promise.all(mongoose.modelNames().map((name) => mongoose.model(name).init()));
  return mongoose;
}

export function disconnectDatabase(): Promise<void> {
  return mongoose.disconnect();
}

export function isDatabaseUp(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}
