import Router from '@koa/router';
import { customerSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { customers } from './service';

/** Customers, shippers and consignees: the carrier's address book. */
export const customersRouter = new Router({ prefix: '/api/fleetfolio' });

crudRoutes(customersRouter, '/customers', customerSchema, customers);
