import { isIP } from 'node:net';
import type { Context, Next } from 'koa';

/** A longer X-Forwarded-For is not one a trusted proxy chain writes: it is ignored. */
const MAX_FORWARDED_FOR_LENGTH = 1024;
const MAX_FORWARDED_FOR_ENTRIES = 20;

/**
 * The client's address: with `hops` trusted proxies in front, the X-Forwarded-For entry that
 * many places from the right (each trusted proxy appends the address it saw, so the entries to
 * the left of that one are whatever the client wrote). With 0 hops, or when the header is
 * missing, over-long or holds anything but IP addresses, the connection's peer address.
 * When the chain is shorter than `hops`, its leftmost entry (as Koa's maxIpsCount does).
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  peer: string,
  hops: number,
): string {
  if (hops === 0 || !forwardedFor || forwardedFor.length > MAX_FORWARDED_FOR_LENGTH) return peer;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  if (entries.length > MAX_FORWARDED_FOR_ENTRIES) return peer;
  if (!entries.every((entry) => isIP(entry) !== 0)) return peer;
  return entries[Math.max(0, entries.length - hops)] ?? peer;
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
