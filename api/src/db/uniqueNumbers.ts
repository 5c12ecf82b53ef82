import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ATTEMPTS = 5;

/** `length` random base32 characters; 256 is a multiple of 32, so every character is uniform. */
export function randomCode(length: number): string {
  return Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const newShipmentNumber = () => `FC-${randomCode(8)}`;
export const newInvoiceNumber = () => `INV-${randomCode(10)}`;
/** A quote's reference for the shipper (QUOTE_REFERENCE_PATTERN). */
export const newQuoteReference = () => `Q-${randomCode(6)}`;

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** Runs `create` with fresh numbers until one is not taken (a collision is ~1 in 10^12). */
export async function withUniqueNumber<T>(
  next: () => string,
  create: (number: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(next());
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
