import Router from '@koa/router';
import { approveReviewSchema } from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/validate';
import { approveReview, listReviews } from './service';

/** Submitted customer reviews and their approval for the website (admin area). */
export function reviewAdminRoutes({ landingCache }: AppDeps): Router {
  const router = new Router({ prefix: '/reviews' });
  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listReviews();
  });
  router.patch('/:id/approve', async (ctx) => {
    parse(approveReviewSchema, ctx.request.body);
    const { review, changed } = await approveReview(ctx.params.id!, new Date());
    if (changed) landingCache.clear();
    ctx.body = review;
  });
  return router;
}
