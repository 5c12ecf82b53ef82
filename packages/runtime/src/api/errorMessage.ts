import type { ApiError } from './baseQuery';

/**
 * What a person reads when the service could not be reached: no answer at all (network down,
 * blocked, timed out) or a 5xx from the API or the proxy in front of it. It is never a reason
 * to doubt what they typed (credentials, a link, a form).
 */
export const SERVICE_UNREACHABLE = {
  title: 'Service Unreachable',
  description: 'Network error: we could not reach the service. Please try again.',
} as const;

const statusOf = (error: unknown) => (error as ApiError | undefined)?.status;

/** No answer came back, or the service answered that it failed (5xx). */
export function isUnreachable(error: unknown): boolean {
  const status = statusOf(error);
  return status === 0 || (typeof status === 'number' && status >= 500);
}

function bodyOf(error: unknown): Record<string, unknown> | undefined {
  const data = (error as ApiError | undefined)?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/**
 * The one mapping of a failed call to what a person reads: the unreachable text when no
 * answer came, else the server's own message (`{ "message": ... }`, friendly texts from the
 * contracts), else the given fallback text of the spec.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isUnreachable(error)) return SERVICE_UNREACHABLE.description;
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

/** A 400's messages per request field (`{ "errors": { "origin": "..." } }`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (statusOf(error) !== 400) return {};
  const errors = bodyOf(error)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
