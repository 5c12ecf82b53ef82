import pino from 'pino';

/** The one server-side logger. Its level is set from LOG_LEVEL by createApp/server. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
});
