import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_URL_LIFETIME_SECONDS } from '@freight/contracts';

export const UPLOAD_PATH_PREFIX = '/api/objects/uploads/';

export interface SignedUpload {
  uploadId: string;
  uploadURL: string;
  expiresAt: Date;
}

function signature(secret: string, uploadId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${uploadId}.${expires}`).digest('hex');
}

/** A fresh single-use upload address, signed with the server's key, valid 15 minutes. */
export function signUpload(secret: string, now = Date.now()): SignedUpload {
  const uploadId = randomBytes(16).toString('hex');
  const expires = Math.floor(now / 1000) + UPLOAD_URL_LIFETIME_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(secret, uploadId, expires),
  });
  return {
    uploadId,
    uploadURL: `${UPLOAD_PATH_PREFIX}${uploadId}?${query.toString()}`,
    expiresAt: new Date(expires * 1000),
  };
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Checks an upload address's signature (in constant time) and its expiry. */
export function checkUpload(
  secret: string,
  uploadId: string,
  expires: number,
  given: string,
  now = Date.now(),
): SignatureCheck {
  const expected = Buffer.from(signature(secret, uploadId, expires), 'hex');
  const actual = Buffer.from(given, 'hex');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'valid';
}
