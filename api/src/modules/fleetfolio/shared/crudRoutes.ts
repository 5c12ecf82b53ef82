import type Router from '@koa/router';
import Joi from 'joi';
import { requireActiveCarrier } from './requireActiveCarrier';
import { parse } from '../../../http/validate';

const noQuery = Joi.object({});

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
 * each behind requireActiveCarrier, with the body validated by the shared contracts schema.
 */
export function crudRoutes<Input, Output>(
  router: Router,
  path: string,
  schema: Joi.ObjectSchema<Input>,
  resource: OwnedResource<Input, Output>,
): void {
  router.get(path, requireActiveCarrier, async (ctx) => {
    parse(noQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await resource.list(ownerOf(ctx.state));
  });
  router.post(path, requireActiveCarrier, async (ctx) => {
    ctx.status = 201;
    ctx.body = await resource.create(ownerOf(ctx.state), parse(schema, ctx.request.body));
  });
  router.get(`${path}/:id`, requireActiveCarrier, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await resource.read(ownerOf(ctx.state), ctx.params.id!);
  });
  router.put(`${path}/:id`, requireActiveCarrier, async (ctx) => {
    const input = parse(schema, ctx.request.body);
    ctx.body = await resource.update(ownerOf(ctx.state), ctx.params.id!, input);
  });
  router.delete(`${path}/:id`, requireActiveCarrier, async (ctx) => {
    await resource.remove(ownerOf(ctx.state), ctx.params.id!);
    ctx.status = 204;
  });
}
