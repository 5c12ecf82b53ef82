import Router from '@koa/router';
import { trailerSchema, truckSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { trailers, trucks } from './service';

/** The carrier's trucks and trailers (Equipment tab). */
export const equipmentRouter = new Router({ prefix: '/api/fleetfolio' });

crudRoutes(equipmentRouter, '/trucks', truckSchema, trucks);
crudRoutes(equipmentRouter, '/trailers', trailerSchema, trailers);
