import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the package declares an ambient const enum, unusable under isolatedModules.
const ARGON2ID = 2 as Algorithm;

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. With no stored hash (unknown account) it still verifies
 * against a dummy hash, so an unknown account and a wrong password take the same time.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  const target = storedHash || (await dummyHash);
  try {
    const matches = await verify(target, password);
    return Boolean(storedHash) && matches;
  } catch {
    return false;
  }
}
