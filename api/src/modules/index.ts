import type Router from '@koa/router';

/** Every API module's router, mounted by createApp. Add one line per module. */
export const moduleRouters: Router[] = [];
