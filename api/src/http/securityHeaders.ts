import type { Context, Next } from 'koa';

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  // No API answer is a page, but a browser shown one (a JSON error, a file) gets no feature.
  'Permissions-Policy':
    'camera=(), display-capture=(), geolocation=(), microphone=(), payment=(), usb=()',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets restrictive defaults before the handler runs, so a handler may relax one for its own
 * answer. In production (served over HTTPS) answers also carry HSTS.
 */
export function securityHeaders(production: boolean) {
  const headers = production ? { ...HEADERS, 'Strict-Transport-Security': HSTS } : HEADERS;
  return async function setSecurityHeaders(ctx: Context, next: Next): Promise<void> {
    ctx.set(headers);
    await next();
  };
}
