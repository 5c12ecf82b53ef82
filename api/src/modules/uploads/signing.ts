import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_URL_LIFETIME_SECONDS } from '@freight/contracts';

const UPLOAD_PATH_PREFIX = '/api/objects/uploads/';

export interface SignedUpload {
  uploadId: string;
  uploadURL: string;
  expiresAt: Date;
}

/** What an address's signature covers: its id, its expiry and the file name it was made for. */
function signature(secret: string, uploadId: string, expires: number, name?: string): string {
  const signed = name === undefined ? `${uploadId}.${expires}` : `${uploadId}.${expires}.${name}`;
  return createHmac('sha256', secret).update(signed).digest('hex');
}

/**
 * A fresh single-use upload address, signed with the server's key, valid 15 minutes. With
 * `name` (given when the address was asked for) the PUT may leave out X-File-Name.
 */
export function signUpload(secret: string, now = Date.now(), name?: string): SignedUpload {
  const uploadId = randomBytes(16).toString('hex');
  const expires = Math.floor(now / 1000) + UPLOAD_URL_LIFETIME_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(secret, uploadId, expires, name),
  });
  if (name !== undefined) query.set('name', name);
  return {
    uploadId,
    uploadURL: `${UPLOAD_PATH_PREFIX}${uploadId}?${query.toString()}`,
    expiresAt: new Date(expires * 1000),
  };
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Checks an upload address's signature (in constant time, name included) and its expiry. */
export function checkUpload(
  secret: string,
  address: { uploadId: string; expires: number; signature: string; name?: string },
  now = Date.now(),
): SignatureCheck {
  const { uploadId, expires, name } = address;
  const expected = Buffer.from(signature(secret, uploadId, expires, name), 'hex');
  const actual = Buffer.from(address.signature, 'hex');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'valid';
}
