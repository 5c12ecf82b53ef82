import Router from '@koa/router';
import Joi from 'joi';
import { Types } from 'mongoose';
import {
  reviewRequestListQuerySchema,
  reviewRequestSchema,
  reviewSubmissionSchema,
} from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import {
  createReviewRequest,
  listReviewRequests,
  reviewInvitation,
  reviewRequestById,
  submitReview,
} from './service';

const idParamSchema = Joi.object({ id: Joi.string().hex().length(24).required() });

/** Staff send review requests and see their state (admin area). */
export function reviewRequestAdminRoutes({ mail, publicOrigin }: AppDeps): Router {
  const router = new Router({ prefix: '/review-requests' });
  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listReviewRequests(parse(reviewRequestListQuerySchema, ctx.query), new Date());
  });
  router.get('/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { id } = parse(idParamSchema, { id: ctx.params.id });
    const request = await reviewRequestById(new Types.ObjectId(id), new Date());
    if (!request) throw notFound('Review request not found');
    ctx.body = request;
  });
  router.post('/', async (ctx) => {
    const input = parse(reviewRequestSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createReviewRequest(input, {
      now: () => new Date(),
      mail,
      publicOrigin,
    });
  });
  return router;
}

/** The public review form behind a broker's link: read the invitation, submit the one review. */
export function reviewLinkRoutes(): Router {
  const router = new Router({ prefix: '/review' });
  router.get('/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reviewInvitation(ctx.params.token ?? '', new Date());
  });
  router.post('/:token', async (ctx) => {
    const submission = parse(reviewSubmissionSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await submitReview(ctx.params.token ?? '', submission, new Date());
  });
  return router;
}
