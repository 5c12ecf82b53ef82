import Router from '@koa/router';
import { reviewRequestSchema, reviewSubmissionSchema } from '@freight/contracts';
import { sendMail } from '../../mail';
import { parse } from '../../http/validate';
import { requireActiveAdmin } from '../admin-auth/guard';
import { publicOrigin } from './publicOrigin';
import { createReviewRequest, listReviewRequests, reviewInvitation, submitReview } from './service';

/** Staff send review requests and see their state. */
export const reviewRequestsAdminRouter = new Router({ prefix: '/api/admin/review-requests' });
reviewRequestsAdminRouter.use(requireActiveAdmin);

reviewRequestsAdminRouter.get('/', async (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await listReviewRequests(new Date());
});

reviewRequestsAdminRouter.post('/', async (ctx) => {
  const input = parse(reviewRequestSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await createReviewRequest(input, {
    now: () => new Date(),
    sendMail,
    publicOrigin: publicOrigin(),
  });
});

/** The public review form behind a broker's link: read the invitation, submit the one review. */
export const reviewLinkRouter = new Router({ prefix: '/api/review' });

reviewLinkRouter.get('/:token', async (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await reviewInvitation(ctx.params.token ?? '', new Date());
});

reviewLinkRouter.post('/:token', async (ctx) => {
  const submission = parse(reviewSubmissionSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await submitReview(ctx.params.token ?? '', submission, new Date());
});
