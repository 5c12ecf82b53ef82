import { loadConfig } from '../../config';

let origin: string | undefined;

/**
 * The public site's origin for links in mail: PUBLIC_ORIGIN when set (required in production),
 * else the first allowed origin (the shell on localhost:3000 in development). Never the request's
 * Host header, which a caller controls.
 */
export function publicOrigin(): string {
  origin ??= loadConfig().allowedOrigins[0] ?? 'http://localhost:3000';
  return origin;
}
