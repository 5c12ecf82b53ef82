import type Router from '@koa/router';
import type { Next } from 'koa';
import { isObjectId } from '../db/ids';
import { badRequest } from './errors';

/** A path parameter named `id` or ending in `Id` (`documentId`, `stopId`) is a MongoDB id. */
const isIdParam = (name: string) => name === 'id' || /[a-z]Id$/.test(name);

const malformed = (name: string) => {
  const message = `${name} must be a valid id`;
  return badRequest(message, { [name]: message });
};

/**
 * The one id path-parameter validator: a malformed id is a 400 naming the parameter, before the
 * handler runs; a well-formed id of no record is the handler's 404.
 */
export function validateIdParams(router: Router): void {
  const names = new Set(
    router.stack.flatMap((layer) => layer.paramNames.map((key) => String(key.name))),
  );
  for (const name of [...names].filter(isIdParam)) {
    router.param(name, (value: string, _ctx, next: Next) => {
      if (!isObjectId(value)) throw malformed(name);
      return next();
    });
  }
}
