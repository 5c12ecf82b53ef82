import type Router from '@koa/router';
import type Joi from 'joi';
import type { Middleware } from 'koa';
import { emptySchema, parse } from '../../../http/validate';

/** What one carrier-owned collection offers: every call is scoped to the signed-in owner. */
export interface OwnedResource<Input, Output> {
  list(ownerId: string): Promise<Output[]>;
  create(ownerId: string, input: Input): Promise<Output>;
  read(ownerId: string, id: string): Promise<Output>;
  update(ownerId: string, id: string, input: Input): Promise<Output>;
  remove(ownerId: string, id: string): Promise<void>;
}

const ownerOf = (state: Record<string, unknown>) => state.carrierId as string;

/**
 * List, create, read, update (PUT, the whole form) and delete of one resource under `path`,
 * behind the FleetFolio area's guard for the `roles` given, with the body validated by the
 * shared contracts schema.
 */
export function crudRoutes<Input, Output>(
  router: Router,
  path: string,
  schema: Joi.ObjectSchema<Input>,
  resource: OwnedResource<Input, Output>,
  roles: Middleware,
): void {
  router.get(path, roles, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await resource.list(ownerOf(ctx.state));
  });
  router.post(path, roles, async (ctx) => {
    ctx.status = 201;
    ctx.body = await resource.create(ownerOf(ctx.state), parse(schema, ctx.request.body));
  });
  router.get(`${path}/:id`, roles, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await resource.read(ownerOf(ctx.state), ctx.params.id!);
  });
  router.put(`${path}/:id`, roles, async (ctx) => {
    const input = parse(schema, ctx.request.body);
    ctx.body = await resource.update(ownerOf(ctx.state), ctx.params.id!, input);
  });
  router.delete(`${path}/:id`, roles, async (ctx) => {
    await resource.remove(ownerOf(ctx.state), ctx.params.id!);
    ctx.status = 204;
  });
}
