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
  /** Undoes the record's delete within its undo time (`shared/undo.ts`). */
  restore(ownerId: string, id: string): Promise<void>;
}

const ownerOf = (state: Record<string, unknown>) => state.carrierId as string;

/**
 * What a role other than the owner may send and see of a resource (issue 22: pay is the
 * owner's): its own body schema, and each answer stripped of what it may not see.
 */
export interface StaffView<Input, Output> {
  schema: Joi.ObjectSchema<Input>;
  present(output: Output): Output;
}

const isOwner = (state: Record<string, unknown>) => state.role === 'owner';

/**
 * List, create, read, update (PUT, the whole form), delete and restore (undo of a delete,
 * answering the record) of one resource under `path`,
 * behind the FleetFolio area's guard for the `roles` given, with the body validated by the
 * shared contracts schema (`staff`: what members other than the owner send and see instead).
 */
export function crudRoutes<Input, Output>(
  router: Router,
  path: string,
  schema: Joi.ObjectSchema<Input>,
  resource: OwnedResource<Input, Output>,
  roles: Middleware,
  staff?: StaffView<Input, Output>,
): void {
  const schemaFor = (state: Record<string, unknown>) =>
    staff && !isOwner(state) ? staff.schema : schema;
  const shown = (state: Record<string, unknown>, output: Output) =>
    staff && !isOwner(state) ? staff.present(output) : output;
  router.get(path, roles, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    const all = await resource.list(ownerOf(ctx.state));
    ctx.body = all.map((output) => shown(ctx.state, output));
  });
  router.post(path, roles, async (ctx) => {
    const input = parse(schemaFor(ctx.state), ctx.request.body);
    const created = await resource.create(ownerOf(ctx.state), input);
    ctx.status = 201;
    ctx.body = shown(ctx.state, created);
  });
  router.get(`${path}/:id`, roles, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = shown(ctx.state, await resource.read(ownerOf(ctx.state), ctx.params.id!));
  });
  router.put(`${path}/:id`, roles, async (ctx) => {
    const input = parse(schemaFor(ctx.state), ctx.request.body);
    ctx.body = shown(ctx.state, await resource.update(ownerOf(ctx.state), ctx.params.id!, input));
  });
  router.delete(`${path}/:id`, roles, async (ctx) => {
    await resource.remove(ownerOf(ctx.state), ctx.params.id!);
    ctx.status = 204;
  });
  router.post(`${path}/:id/restore`, roles, async (ctx) => {
    parse(emptySchema, ctx.request.body ?? {});
    await resource.restore(ownerOf(ctx.state), ctx.params.id!);
    ctx.body = shown(ctx.state, await resource.read(ownerOf(ctx.state), ctx.params.id!));
  });
}
