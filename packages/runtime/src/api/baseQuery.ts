import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** A read: GET to the query key parts joined by `/`. */
export interface ReadRequest {
  key: ReadonlyArray<string | number>;
  /** When set, a 401 answer resolves to `null` instead of failing. */
  returnNullOn401?: boolean;
}

/** A write: a caller-chosen method and URL, JSON (or multipart) body only when given. */
export interface WriteRequest {
  url: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

export type ApiRequest = ReadRequest | WriteRequest;

export interface ApiError {
  /** HTTP status, or 0 when no answer came back (network failure). */
  status: number;
  /** `status: body`, or `status: statusText` when the body is empty. */
  message: string;
  /** The parsed JSON body of the failed answer, when it had one. */
  data?: unknown;
}

export function urlFromKey(key: ReadonlyArray<string | number>): string {
  return key.map(String).join('/');
}

/**
 * How long a read may go unanswered before it counts as unreachable, so no loading placeholder
 * spins forever. Writes have none: a write that timed out here may still have been stored, and
 * a second attempt could then store it twice.
 */
export const READ_TIME_LIMIT_MS = 20_000;

const READ_TIMED_OUT = 'The service did not answer in time.';

/** The caller's signal, also aborted when a read runs past its time limit. */
function withReadTimeLimit(signal: AbortSignal) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, READ_TIME_LIMIT_MS);
  return {
    signal: controller.signal,
    timedOut: () => controller.signal.aborted && !signal.aborted,
    done: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    },
  };
}

function isRead(request: ApiRequest): request is ReadRequest {
  return 'key' in request;
}

function toInit(request: ApiRequest, signal: AbortSignal): RequestInit {
  if (isRead(request)) return { method: 'GET', credentials: 'include', signal };
  const init: RequestInit = { method: request.method, credentials: 'include', signal };
  if (request.body === undefined) return init;
  if (request.body instanceof FormData) return { ...init, body: request.body };
  return {
    ...init,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request.body),
  };
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The spec's shared data-access rules (spec 000 §7), implemented once for every area. */
export const freightBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  request,
  { signal },
) => {
  const url = isRead(request) ? urlFromKey(request.key) : request.url;
  const limit = isRead(request) ? withReadTimeLimit(signal) : undefined;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, toInit(request, limit?.signal ?? signal));
    text = await response.text();
  } catch (error) {
    const message = limit?.timedOut() ? READ_TIMED_OUT : (error as Error).message;
    return { error: { status: 0, message } };
  } finally {
    limit?.done();
  }
  if (response.ok) return { data: parseJson(text) };
  if (response.status === 401 && isRead(request) && request.returnNullOn401) {
    return { data: null };
  }
  return {
    error: {
      status: response.status,
      message: `${response.status}: ${text || response.statusText}`,
      data: parseJson(text),
    },
  };
};
