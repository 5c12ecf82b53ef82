import type { Context, Next } from 'koa';
import { isDatabaseDown } from '../db/unavailable';
import { HttpError } from './errors';

interface ErrorAnswer {
  status: number;
  body: { message: string; errors?: Record<string, string> };
  headers?: Record<string, string>;
}

const GENERIC_500: ErrorAnswer = { status: 500, body: { message: 'Internal server error' } };

type ErrorLike = Error & {
  isJoi?: boolean;
  details?: Array<{ path: Array<string | number>; message: string }>;
  status?: number;
  statusCode?: number;
  expose?: boolean;
  code?: number | string;
  type?: string;
  /** The driver's labels of a MongoDB error (RetryableWriteError, TransientTransactionError). */
  errorLabels?: string[];
};

function joiAnswer(error: ErrorLike): ErrorAnswer {
  const errors: Record<string, string> = {};
  for (const detail of error.details ?? []) {
    const field = detail.path.join('.') || 'body';
    errors[field] ??= detail.message;
  }
  return { status: 400, body: { message: Object.values(errors).join('; '), errors } };
}

/** Maps every error to a status and a body with nothing internal in it (ARCHITECTURE §5). */
export function answerFor(error: ErrorLike): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: { message: error.message, errors: error.details },
      headers: error.headers,
    };
  }
  if (error.isJoi) return joiAnswer(error);
  if (error.name === 'CastError' || error.name === 'ValidationError') {
    return { status: 400, body: { message: 'Invalid value' } };
  }
  if (error.name === 'StrictModeError') return { status: 400, body: { message: 'Unknown field' } };
  if (error.code === 11000) return { status: 409, body: { message: 'Already exists' } };
  if (isDatabaseDown(error)) {
    return { status: 503, body: { message: 'Service temporarily unavailable' } };
  }
  const status = error.status ?? error.statusCode;
  if (status === 413) return { status, body: { message: 'Request body too large' } };
  if (status === 415) return { status, body: { message: 'Unsupported content type' } };
  if (status === 501) return { status, body: { message: 'Not implemented' } };
  if (status && status >= 400 && status < 500 && error.expose !== false) {
    return { status, body: { message: error.message } };
  }
  return GENERIC_500;
}

export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (caught) {
    const error = caught as ErrorLike;
    const answer = answerFor(error);
    if (answer.status >= 500) ctx.state.logError = error;
    ctx.status = answer.status;
    ctx.body = answer.body;
    if (answer.headers) ctx.set(answer.headers);
    if (answer.status === 503) ctx.set('Retry-After', '5');
  }
}
