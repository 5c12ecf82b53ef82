import type Router from '@koa/router';
import { geoRouter } from './geo/routes';
import { healthRouter } from './health/routes';
import { landingRouter } from './landing/routes';

/** Every API module's router, mounted by createApp. Add one line per module. */
export const moduleRouters: Router[] = [healthRouter, landingRouter, geoRouter];
