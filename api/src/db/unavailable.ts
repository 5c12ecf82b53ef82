import mongoose from 'mongoose';

/** What the driver's errors carry: a server code and labels (RetryableWriteError, ...). */
type DriverError = Error & { code?: number | string; errorLabels?: string[] };

const DATABASE_DOWN = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  // A member stopped answering its monitor: the driver cleared the pool under the operation.
  'PoolClearedOnNetworkError',
  'MongoPoolClearedError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoWriteConcernError',
]);

/**
 * Server codes of a replica set between primaries: an election or step-down (not primary,
 * interrupted by a state change) or a member shutting down. The driver retries such a write once;
 * when the election takes longer, the caller is asked to retry too.
 */
const BETWEEN_PRIMARIES = new Set([
  6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436,
]);
/** Labels the driver puts on an error another attempt may not meet. */
const TRANSIENT_LABELS = [
  'RetryableWriteError',
  'TransientTransactionError',
  'UnknownTransactionCommitResult',
];

/**
 * Whether an error says the database is unavailable for now (no server, a lost connection, a
 * replica set between primaries) rather than that the request was wrong: the API answers 503
 * with Retry-After, and a starting instance tries its step again.
 */
export function isDatabaseDown(error: DriverError): boolean {
  if (error instanceof mongoose.mongo.MongoNetworkError || DATABASE_DOWN.has(error.name))
    return true;
  if (/buffering timed out/.test(error.message ?? '')) return true;
  if (typeof error.code === 'number' && BETWEEN_PRIMARIES.has(error.code)) return true;
  return TRANSIENT_LABELS.some((label) => error.errorLabels?.includes(label));
}
