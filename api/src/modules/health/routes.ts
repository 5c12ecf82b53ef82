import Router from '@koa/router';
import { healthStatus } from './service';

export const healthRouter = new Router();

healthRouter.get('/api/health', async (ctx) => {
  const health = await healthStatus();
  ctx.status = health.database === 'up' ? 200 : 503;
  ctx.body = health;
});
