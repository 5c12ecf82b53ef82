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
  let response: Response;
  try {
    response = await fetch(url, toInit(request, signal));
  } catch (error) {
    return { error: { status: 0, message: (error as Error).message } };
  }
  const text = await response.text();
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
