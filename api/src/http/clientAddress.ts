import { isIP } from 'node:net';
import type { Context, Next } from 'koa';

/**
 * The client's address: with `hops` trusted proxies in front, the X-Forwarded-For entry that
 * many places from the right (each trusted proxy appends the address it saw). Only those
 * rightmost `hops` entries are the proxies' own and are read: what the client wrote to their
 * left, however long or malformed, changes nothing (rejecting the whole header for it would move
 * that client onto the proxy's address, a second budget shared with others). With 0 hops, no
 * header, or a trusted entry that is not an IP address (not a chain a trusted proxy writes),
 * the connection's peer address. When the chain is shorter than `hops`, its leftmost entry (as
 * Koa's maxIpsCount does). Node refuses a header over its size limit before this runs (431).
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  peer: string,
  hops: number,
): string {
  if (hops === 0 || !forwardedFor) return peer;
  const trusted = forwardedFor
    .split(',')
    .slice(-hops)
    .map((entry) => entry.trim());
  if (!trusted.every((entry) => isIP(entry) !== 0)) return peer;
  return trusted[0] ?? peer;
}

/**
 * Sets ctx.ip once, at the top of the chain, so every limit, the sign-in lockout and the
 * access log key on the same address.
 */
export function clientAddress(hops: number) {
  return async function setClientAddress(ctx: Context, next: Next): Promise<void> {
    const peer = ctx.req.socket.remoteAddress ?? '';
    ctx.request.ip = clientAddressOf(ctx.get('X-Forwarded-For') || undefined, peer, hops);
    await next();
  };
}
