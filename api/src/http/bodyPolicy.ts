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

/**
 * Deepest nesting of objects and arrays a JSON body may have: every form's body is a few levels
 * deep; the limit keeps the checks below (and joi's) far from any stack limit.
 */
export const MAX_JSON_DEPTH = 32;

const TOO_DEEP = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

export type BodyProblem = { tooDeep: true } | { unsafeKey: string };

interface Visit {
  value: unknown;
  path: string;
  depth: number;
}

const isUnsafeKey = (key: string) => FORBIDDEN_KEYS.has(key) || key.startsWith('$');
const keyPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The entries of an array or object, each with its path. */
function entriesOf(value: object, path: string): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.map((item, index) => [`${path}[${index}]`, item]);
  return Object.entries(value).map(([key, item]) => [keyPath(path, key), item]);
}

/**
 * What makes a parsed JSON body unacceptable: nesting deeper than MAX_JSON_DEPTH, or a key that
 * could pollute prototypes or inject a MongoDB operator. Walks with its own stack, so a body of
 * any depth under the size limit cannot overflow the call stack.
 */
export function bodyProblem(body: unknown): BodyProblem | undefined {
  const stack: Visit[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { tooDeep: true };
    const unsafe = Array.isArray(value) ? undefined : Object.keys(value).find(isUnsafeKey);
    if (unsafe !== undefined) return { unsafeKey: keyPath(path, unsafe) };
    const entries = entriesOf(value, path);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [childPath, child] = entries[index]!;
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

const forbiddenKey = (path: string) =>
  new HttpError(400, 'Request body contains a forbidden key', { [path]: 'is not allowed' });

function refuseProblem(body: unknown): void {
  const problem = bodyProblem(body);
  if (!problem) return;
  if ('tooDeep' in problem) throw badRequest(TOO_DEEP);
  throw forbiddenKey(problem.unsafeKey);
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
    refuseProblem(ctx.request.body);
    await next();
  };
}
