import { CustomerReviewModel } from '../../db/models/customer_reviews';
import { useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';

const context = useTestDatabase();

const review = {
  reviewerName: 'Rita Reviewer',
  reviewerEmail: 'rita@brokers.test',
  reviewerCompany: 'Rita Logistics',
  serviceType: 'Driver Assist Service',
  reviewText: 'Smooth drop trailer swap in Memphis.',
  rating: 4,
};

describe('customer reviews', () => {
  it('lists unapproved reviews, approves once and shows them among the testimonials', async () => {
    const created = await CustomerReviewModel.create(review);
    const agent = await signedInAdmin(context);

    const before = await context.request().get('/api/testimonials').expect(200);
    expect(JSON.stringify(before.body)).not.toContain(review.reviewText);

    const listed = await agent.get('/api/admin/reviews').expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: created.id, rating: 4, isApproved: false }),
    ]);

    const path = `/api/admin/reviews/${created.id}/approve`;
    const approved = await agent.patch(path).send({ isApproved: true }).expect(200);
    expect(approved.body).toMatchObject({ id: created.id, isApproved: true });
    const firstApproval = (await CustomerReviewModel.findById(created.id).lean())?.approvedAt;
    expect(firstApproval).toBeInstanceOf(Date);

    const again = await agent.patch(path).send({ isApproved: true }).expect(200);
    expect(again.body.isApproved).toBe(true);
    expect((await CustomerReviewModel.findById(created.id).lean())?.approvedAt).toEqual(
      firstApproval,
    );

    const after = await context.request().get('/api/testimonials').expect(200);
    expect(after.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          clientName: 'Rita Reviewer',
          testimonial: review.reviewText,
          rating: 4,
        }),
      ]),
    );
  });

  it('refuses anything but { isApproved: true } and unknown ids', async () => {
    const created = await CustomerReviewModel.create(review);
    const agent = await signedInAdmin(context);
    const path = `/api/admin/reviews/${created.id}/approve`;
    await agent.patch(path).send({ isApproved: false }).expect(400);
    await agent.patch(path).send({}).expect(400);
    await agent.patch(path).send({ isApproved: true, rating: 5 }).expect(400);
    expect((await CustomerReviewModel.findById(created.id).lean())?.isApproved).toBe(false);
    await agent
      .patch('/api/admin/reviews/000000000000000000000000/approve')
      .send({ isApproved: true })
      .expect(404);
    await agent.patch('/api/admin/reviews/nope/approve').send({ isApproved: true }).expect(400);
  });
});
