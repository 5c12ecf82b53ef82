import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: 43 base64url characters. */
export function newReviewToken(): string {
  return randomBytes(32).toString('base64url');
}

export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored, so a copy of the database holds no working links. */
export function digestReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
