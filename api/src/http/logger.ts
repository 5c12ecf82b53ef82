import pino from 'pino';

/**
 * The one server-side logger. It is silent until its level is set from the config (LOG_LEVEL)
 * by server.ts at start or by createApp. Lines are written asynchronously (pino flushes what is
 * buffered when the process exits): synchronous writes of the per-request line stalled every
 * request whenever stdout was a slow pipe.
 */
export const logger = pino({ level: 'silent' }, pino.destination({ sync: false }));
