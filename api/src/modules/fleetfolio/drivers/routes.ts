import Router from '@koa/router';
import { driverSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { drivers } from './service';

/** The carrier's drivers (Drivers tab). */
export const driversRouter = new Router({ prefix: '/api/fleetfolio' });

crudRoutes(driversRouter, '/drivers', driverSchema, drivers);
