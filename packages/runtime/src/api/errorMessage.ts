import type { ApiError } from './baseQuery';

function hasMessage(data: unknown): data is { message: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  );
}

/**
 * The server's own message when its JSON body carries one (`{ "message": ... }`),
 * else the given fallback text of the spec.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as ApiError | undefined)?.data;
  return hasMessage(data) ? data.message : fallback;
}
