import Router from '@koa/router';
import { dispatcherDriverSchema, driverSchema, type FleetRole } from '@freight/contracts';
import type { Context } from 'koa';
import { emptySchema, parse } from '../../../http/validate';
import { STAFF } from '../team/access';
import { drivers } from './service';

const ownerOf = (ctx: Context) => ctx.state.carrierId as string;
/** A driver's pay type and rate are the owner's: a dispatcher neither sees nor sets them. */
const seesPay = (ctx: Context) => (ctx.state.role as FleetRole) === 'owner';
const schemaOf = (ctx: Context) => (seesPay(ctx) ? driverSchema : dispatcherDriverSchema);

/** The carrier's drivers (Drivers tab): list, create, read, update (PUT) and delete. */
export function driverRoutes(): Router {
  const router = new Router({ prefix: '/drivers' });
  router.get('/', STAFF, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await drivers.list(ownerOf(ctx), seesPay(ctx));
  });
  router.post('/', STAFF, async (ctx) => {
    const input = parse(schemaOf(ctx), ctx.request.body);
    ctx.status = 201;
    ctx.body = await drivers.create(ownerOf(ctx), input, seesPay(ctx));
  });
  router.get('/:id', STAFF, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await drivers.read(ownerOf(ctx), ctx.params.id!, seesPay(ctx));
  });
  router.put('/:id', STAFF, async (ctx) => {
    const input = parse(schemaOf(ctx), ctx.request.body);
    ctx.body = await drivers.update(ownerOf(ctx), ctx.params.id!, input, seesPay(ctx));
  });
  router.delete('/:id', STAFF, async (ctx) => {
    await drivers.remove(ownerOf(ctx), ctx.params.id!);
    ctx.status = 204;
  });
  return router;
}
