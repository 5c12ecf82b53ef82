import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { HttpError, badRequest, unsupportedMediaType } from './errors';
import { routePolicy, type BodyKind } from './routePolicy';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  if (length) return Number(length) > 0;
  return Boolean(ctx.get('Transfer-Encoding'));
}

function kindAllows(kind: BodyKind, ctx: Context): boolean {
  return kind === 'raw' || (kind === 'multipart' && Boolean(ctx.is('multipart/form-data')));
}

const forbiddenKey = (path: string) =>
  new HttpError(400, 'Request body contains a forbidden key', { [path]: 'is not allowed' });

/** First unsafe key (prototype pollution or a MongoDB operator) anywhere in a parsed JSON value. */
export function findUnsafeKey(value: unknown, path = ''): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeKey(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key) || key.startsWith('$')) return here;
    const found = findUnsafeKey((value as Record<string, unknown>)[key], here);
    if (found) return found;
  }
  return undefined;
}

/**
 * An area's body policy: parses JSON bodies (size-limited) on every route and refuses any other
 * body type with 415, except on a route that declares its own kind (`multipart(...)` accepts
 * multipart/form-data, `rawBody` anything). Refuses JSON whose keys could pollute prototypes or
 * inject operators.
 */
export function bodyPolicy(limit: string) {
  const parser = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    onError: (error) => {
      const status = (error as { status?: number }).status;
      if (status === 413 || status === 415) throw error;
      if (/forbidden prototype property/.test(error.message)) throw forbiddenKey('__proto__');
      throw badRequest('Invalid JSON body');
    },
  });
  return async function parseJsonBody(ctx: Context, next: Next): Promise<void> {
    if (!hasBody(ctx)) return next();
    if (!ctx.is('application/json')) {
      if (kindAllows(routePolicy(ctx).body, ctx)) return next();
      throw unsupportedMediaType('Request body must be JSON');
    }
    await parser(ctx, async () => undefined);
    const unsafe = findUnsafeKey(ctx.request.body);
    if (unsafe)
      throw new HttpError(400, 'Request body contains a forbidden key', {
        [unsafe]: 'is not allowed',
      });
    await next();
  };
}
