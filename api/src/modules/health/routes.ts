import Router from '@koa/router';
import { healthStatus } from './service';

/** GET /api/health (public area): 503 when the database does not answer. */
export function healthRoutes(): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const health = await healthStatus();
    ctx.status = health.database === 'up' ? 200 : 503;
    ctx.body = health;
  });
  return router;
}
