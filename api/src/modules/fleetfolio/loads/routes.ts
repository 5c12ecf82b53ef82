import Router from '@koa/router';
import { plannedLoadSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { plannedLoads } from './service';

/** The carrier's planned loads (Load Planner tab). */
export const loadsRouter = new Router({ prefix: '/api/fleetfolio' });

crudRoutes(loadsRouter, '/loads', plannedLoadSchema, plannedLoads);
