import pino from 'pino';

/**
 * Log lines are gathered up to this many bytes and written together: one write per request
 * line cost about a tenth of a signed-in read's CPU (pino's asynchronous logging).
 */
const BUFFERED_BYTES = 4096;
/** So a quiet instance's lines still show within a second. */
const FLUSH_EVERY_MS = 1000;

/**
 * The one server-side logger. It is silent until its level is set from the config (LOG_LEVEL)
 * by server.ts at start or by createApp. Lines are written asynchronously and in batches; pino
 * writes what is buffered when the process exits, so only a killed process loses its last
 * second of lines.
 */
export const logger = pino(
  { level: 'silent' },
  pino.destination({ sync: false, minLength: BUFFERED_BYTES }),
);
setInterval(() => logger.flush(), FLUSH_EVERY_MS).unref();
