import { conflict } from '../../../http/errors';

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

/** Runs a write; a duplicate key (e.g. a load number used twice) becomes a 409 with `message`. */
export async function refuseDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(message);
    throw error;
  }
}
