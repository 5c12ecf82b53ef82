/** An expected failure with a status and a message safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const badRequest = (message: string, details?: Record<string, string>) =>
  new HttpError(400, message, details);
export const conflict = (message: string) => new HttpError(409, message);
export const unsupportedMediaType = (message = 'Unsupported content type') =>
  new HttpError(415, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) =>
  new HttpError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
/** 503 with Retry-After: a store the answer depends on (the database) did not answer. */
export const serviceUnavailable = (cause?: unknown) =>
  Object.assign(
    new HttpError(503, 'Service temporarily unavailable', undefined, { 'Retry-After': '5' }),
    { cause },
  );
