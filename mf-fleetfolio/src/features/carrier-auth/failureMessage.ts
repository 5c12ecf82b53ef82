import { FLEET_MESSAGES } from '@freight/contracts';
import { errorMessage, type ApiError } from '@freight/runtime';

/** Spec §8: a network failure, else the server's message, else the form's fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  if ((error as ApiError | undefined)?.status === 0) return FLEET_MESSAGES.networkError;
  return errorMessage(error, fallback);
}
