import Router from '@koa/router';
import { approveReviewSchema } from '@freight/contracts';
import { parse } from '../../http/validate';
import { objectIdParam } from '../admin/schemas';
import { requireActiveAdmin } from '../admin-auth/guard';
import { invalidateLandingCache } from '../landing/cache';
import { approveReview, listReviews } from './service';

/** Submitted customer reviews and their approval for the website. */
export const reviewsRouter = new Router({ prefix: '/api/admin/reviews' });
reviewsRouter.use(requireActiveAdmin);

reviewsRouter.get('/', async (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await listReviews();
});

reviewsRouter.patch('/:id/approve', async (ctx) => {
  const id = objectIdParam(ctx.params.id);
  parse(approveReviewSchema, ctx.request.body);
  const { review, changed } = await approveReview(id, new Date());
  if (changed) invalidateLandingCache();
  ctx.body = review;
});
