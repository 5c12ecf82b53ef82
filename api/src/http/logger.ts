import pino from 'pino';

/**
 * The one server-side logger. Its level is set from LOG_LEVEL by createApp/server. Lines are
 * written asynchronously (pino flushes what is buffered when the process exits): synchronous
 * writes of the per-request line stalled every request whenever stdout was a slow pipe.
 */
export const logger = pino(
  { level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info') },
  pino.destination({ sync: false }),
);
