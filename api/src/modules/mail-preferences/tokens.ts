import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_LENGTH = 64;

/** What the signature covers: the purpose and the address, so it serves nothing else. */
const signatureOf = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe:shipment_updates:${email}`).digest('hex');

/**
 * The token of a shipment update mail's unsubscribe link: the address and an HMAC-SHA256 of it
 * with the server's first session key (the one that signs cookies). It works without signing in and does not expire (a link
 * in an old mail must still work); it can only ever turn these mails off for that address.
 */
export function unsubscribeToken(secret: string, email: string): string {
  const address = email.trim().toLowerCase();
  // The signature's 64 hex characters, then the address: no separator, so the token is one word
  // of URL-safe characters that mail clients keep whole when they make the link clickable.
  return `${signatureOf(secret, address)}${Buffer.from(address).toString('base64url')}`;
}

/**
 * The address a token was made for, or null when it was not made here (tampered or forged).
 * Any of the session keys verifies, as for cookies: a link mailed before the keys were rotated
 * keeps working while its key is still listed.
 */
export function addressOfToken(secrets: readonly string[], token: string): string | null {
  const signature = token.slice(0, SIGNATURE_LENGTH);
  const encoded = token.slice(SIGNATURE_LENGTH);
  if (!encoded) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'hex');
  const signedWith = (secret: string) => {
    const expected = Buffer.from(signatureOf(secret, address), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return secrets.some(signedWith) ? address : null;
}
