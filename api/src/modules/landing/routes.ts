import Router from '@koa/router';
import { blogPosts, companySettings, fleetStats, services, testimonials } from './service';

export const landingRouter = new Router({ prefix: '/api' });

landingRouter.get('/company-settings', async (ctx) => {
  ctx.body = await companySettings();
});
landingRouter.get('/fleet/stats', async (ctx) => {
  ctx.body = await fleetStats();
});
landingRouter.get('/services', async (ctx) => {
  ctx.body = await services();
});
landingRouter.get('/testimonials', async (ctx) => {
  ctx.body = await testimonials();
});
landingRouter.get('/blog/posts', async (ctx) => {
  ctx.body = await blogPosts();
});
