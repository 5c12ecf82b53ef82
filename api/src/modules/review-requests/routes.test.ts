import mongoose from 'mongoose';
import { CustomerReviewModel } from '../../db/models/customer_reviews';
import { OutreachLogModel } from '../../db/models/outreach_logs';
import { ReviewRequestModel } from '../../db/models/review_requests';
import type { MailMessage } from '../../mail';
import { caughtMail, sentTo, useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { createReviewRequest, listReviewRequests, reviewInvitation } from './service';
import { digestReviewToken } from './token';

const context = useTestDatabase();
const DAY_MS = 86_400_000;

/** A stand-in outbox that keeps what it was given (for requests dated in the past). */
function keptMail() {
  const kept: MailMessage[] = [];
  return {
    kept,
    mail: {
      enqueue: async (message: MailMessage) => {
        kept.push(message);
        return { id: 'kept', messageId: '<kept@example.test>' };
      },
    },
  };
}

const REQUEST = {
  brokerName: 'Bea Broker',
  brokerEmail: 'Bea@Brokers.test',
  brokerPhone: '555-000-1111',
  companyName: 'Brokers Inc',
  projectDescription: 'Dallas to Atlanta reefer lane',
};

const REVIEW = {
  reviewerName: 'Bea Broker',
  reviewerEmail: 'bea@brokers.test',
  reviewerCompany: 'Brokers Inc',
  serviceType: 'Power Only Service',
  reviewText: 'On time, every time.',
  rating: 5,
};

async function caughtLinkTo(address: string): Promise<string> {
  const mail = await caughtMail(sentTo(address), `review request to ${address}`);
  const link = mail.text?.match(/https?:\/\/\S+\/review\/([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error(`no review link in the mail to ${address}`);
  return link[1];
}

async function sendRequest(body: Record<string, unknown> = REQUEST) {
  const agent = await signedInAdmin(context);
  return agent.post('/api/admin/review-requests').send(body);
}

describe('sending a review request', () => {
  it('stores a 30-day request, mails the broker a single link and logs the outreach', async () => {
    const response = await sendRequest();
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      brokerName: 'Bea Broker',
      brokerEmail: 'bea@brokers.test',
      status: 'sent',
      emailSent: true,
    });
    expect(response.body).not.toHaveProperty('requestToken');
    const sentAt = Date.parse(response.body.sentAt);
    expect(Date.parse(response.body.expiresAt) - sentAt).toBe(30 * DAY_MS);

    const token = await caughtLinkTo('bea@brokers.test');
    expect(token).toHaveLength(43);
    const stored = await ReviewRequestModel.findById(response.body.id).lean();
    expect(stored?.requestToken).toBe(digestReviewToken(token));
    expect(stored?.requestToken).not.toContain(token);
    const log = await OutreachLogModel.findOne({ contactEmail: 'bea@brokers.test' }).lean();
    expect(log).toMatchObject({ status: 'sent', templateUsed: 'review-request' });

    const invitation = await context.request().get(`/api/review/${token}`).expect(200);
    expect(invitation.body).toEqual({
      brokerName: 'Bea Broker',
      brokerEmail: 'bea@brokers.test',
      companyName: 'Brokers Inc',
      projectDescription: 'Dallas to Atlanta reefer lane',
    });
  });

  it('stores nothing when its mail cannot be queued: the request, its mail and log are one write', async () => {
    const refusing = {
      enqueue: async () => {
        throw new Error('outbox refused');
      },
    };
    await expect(
      createReviewRequest(
        { brokerName: 'No Mail', brokerEmail: 'nomail@brokers.test' },
        { now: () => new Date(), mail: refusing, publicOrigin: 'https://example.test' },
      ),
    ).rejects.toThrow('outbox refused');
    expect(await ReviewRequestModel.countDocuments({ brokerEmail: 'nomail@brokers.test' })).toBe(0);
    expect(await OutreachLogModel.countDocuments({ contactEmail: 'nomail@brokers.test' })).toBe(0);
  });

  it('answers 201 once when the commit was applied though an election cut its answer', async () => {
    const real = mongoose.connection.transaction.bind(mongoose.connection);
    const spy = jest.spyOn(mongoose.connection, 'transaction').mockImplementationOnce((async (
      work: Parameters<typeof real>[0],
    ) => {
      await real(work);
      throw Object.assign(new Error('interrupted due to repl state change'), { code: 11602 });
    }) as typeof real);
    try {
      const response = await sendRequest({ ...REQUEST, brokerEmail: 'cut@brokers.test' });
      expect(response.status).toBe(201);
      const stored = await ReviewRequestModel.find({ brokerEmail: 'cut@brokers.test' }).lean();
      expect(stored.map((entry) => String(entry._id))).toEqual([response.body.id]);
      expect(await OutreachLogModel.countDocuments({ contactEmail: 'cut@brokers.test' })).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a missing name, a bad email and unknown fields, storing nothing', async () => {
    const before = await ReviewRequestModel.countDocuments();
    expect((await sendRequest({ brokerName: '  ', brokerEmail: 'a@b.test' })).status).toBe(400);
    expect((await sendRequest({ brokerName: 'A', brokerEmail: 'not-an-email' })).status).toBe(400);
    expect((await sendRequest({ ...REQUEST, status: 'completed' })).status).toBe(400);
    expect(await ReviewRequestModel.countDocuments()).toBe(before);
  });
});

describe('the review link', () => {
  it('accepts exactly one review and completes the request', async () => {
    await sendRequest({ brokerName: 'One Shot', brokerEmail: 'oneshot@brokers.test' });
    const token = await caughtLinkTo('oneshot@brokers.test');

    const results = await Promise.all([
      context.request().post(`/api/review/${token}`).send(REVIEW),
      context.request().post(`/api/review/${token}`).send(REVIEW),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 410]);
    const request = await ReviewRequestModel.findOne({
      requestToken: digestReviewToken(token),
    }).lean();
    expect(request?.status).toBe('completed');
    expect(request?.completedAt).toBeInstanceOf(Date);
    const reviews = await CustomerReviewModel.find({ reviewRequestId: request?._id }).lean();
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ rating: 5, isApproved: false, isActive: true });

    const again = await context.request().get(`/api/review/${token}`).expect(410);
    expect(again.body.message).toBe('A review has already been submitted for this request.');
  });

  it('refuses a review without rating or text, keeping the link open', async () => {
    await sendRequest({ brokerName: 'Careful', brokerEmail: 'careful@brokers.test' });
    const token = await caughtLinkTo('careful@brokers.test');
    await context
      .request()
      .post(`/api/review/${token}`)
      .send({ ...REVIEW, rating: 0 })
      .expect(400);
    await context
      .request()
      .post(`/api/review/${token}`)
      .send({ ...REVIEW, rating: 6 })
      .expect(400);
    await context
      .request()
      .post(`/api/review/${token}`)
      .send({ ...REVIEW, reviewText: '  ' })
      .expect(400);
    await context.request().get(`/api/review/${token}`).expect(200);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const unknown = await context
      .request()
      .get(`/api/review/${'x'.repeat(43)}`)
      .expect(404);
    expect(unknown.body.message).toBe('This review request could not be found.');
    await context.request().get('/api/review/short').expect(404);
    await context
      .request()
      .post(`/api/review/${'y'.repeat(43)}`)
      .send(REVIEW)
      .expect(404);
  });

  it('expires after 30 days: refused, reported expired and listed as expired', async () => {
    const sentAt = new Date('2026-01-01T12:00:00Z');
    const { kept, mail } = keptMail();
    const created = await createReviewRequest(
      { brokerName: 'Late', brokerEmail: 'late@brokers.test' },
      { now: () => sentAt, mail, publicOrigin: 'https://www.example.test' },
    );
    const token =
      (kept[0]?.text ?? '').match(/https:\/\/www\.example\.test\/review\/(\S+)/)?.[1] ?? '';
    const justBefore = new Date(sentAt.getTime() + 30 * DAY_MS - 1);
    await expect(reviewInvitation(token, justBefore)).resolves.toMatchObject({
      brokerName: 'Late',
    });
    const atExpiry = new Date(sentAt.getTime() + 30 * DAY_MS);
    await expect(reviewInvitation(token, atExpiry)).rejects.toMatchObject({
      status: 410,
      message: 'This review request has expired.',
    });
    expect((await ReviewRequestModel.findById(created.id).lean())?.status).toBe('expired');

    const response = await context.request().post(`/api/review/${token}`).send(REVIEW).expect(410);
    expect(response.body.message).toBe('This review request has expired.');
    expect(await CustomerReviewModel.countDocuments({ reviewRequestId: created.id })).toBe(0);
  });

  it('lists overdue requests as expired', async () => {
    const sentAt = new Date('2026-02-01T00:00:00Z');
    const created = await createReviewRequest(
      { brokerName: 'Overdue', brokerEmail: 'overdue@brokers.test' },
      { now: () => sentAt, mail: keptMail().mail, publicOrigin: 'https://example.test' },
    );
    const query = { sort: 'sentAt', dir: 'desc', limit: 25 } as const;
    const listed = await listReviewRequests(query, new Date(sentAt.getTime() + 31 * DAY_MS));
    expect(listed.items.find((request) => request.id === created.id)?.status).toBe('expired');
    const agent = await signedInAdmin(context);
    const response = await agent.get('/api/admin/review-requests?status=expired').expect(200);
    expect(response.body.items.map((request: { id: string }) => request.id)).toContain(created.id);
    const one = await agent.get(`/api/admin/review-requests/${created.id}`).expect(200);
    expect(one.body).toMatchObject({ id: created.id, status: 'expired' });
  });
});

describe('the review requests table', () => {
  type Page = { body: { items: Array<{ brokerName: string }>; nextCursor: string | null } };
  const names = (response: Page) => response.body.items.map((item) => item.brokerName);

  async function sentOn(day: string, brokerName: string, companyName?: string) {
    const sentAt = new Date(`2099-06-${day}T09:00:00Z`);
    const { mail } = keptMail();
    return createReviewRequest(
      { brokerName, brokerEmail: `${brokerName.toLowerCase()}@brokers.test`, companyName },
      { now: () => sentAt, mail, publicOrigin: 'https://example.test' },
    );
  }

  it('pages, sorts, searches and filters by status and sent day, never showing the token', async () => {
    await ReviewRequestModel.deleteMany({});
    await sentOn('01', 'Alda', 'Zephyr Brokers');
    const done = await sentOn('02', 'Bram', 'Yukon Logistics');
    await sentOn('03', 'Cleo');
    await ReviewRequestModel.updateOne({ _id: done.id }, { $set: { status: 'completed' } });
    const agent = await signedInAdmin(context);
    const list = '/api/admin/review-requests';

    const first = await agent.get(`${list}?limit=2`).expect(200);
    expect(names(first)).toEqual(['Cleo', 'Bram']);
    expect(first.body.total).toBe(3);
    expect(first.body.items[0]).not.toHaveProperty('requestToken');
    const rest = await agent.get(`${list}?limit=2&cursor=${first.body.nextCursor}`).expect(200);
    expect(names(rest)).toEqual(['Alda']);
    expect(rest.body.nextCursor).toBeNull();

    const byName = await agent.get(`${list}?sort=brokerName&dir=asc`).expect(200);
    expect(names(byName)).toEqual(['Alda', 'Bram', 'Cleo']);
    const byCompany = await agent.get(`${list}?sort=companyName&dir=desc`).expect(200);
    expect(names(byCompany)).toEqual(['Alda', 'Bram', 'Cleo']);
    expect(names(await agent.get(`${list}?q=yukon`).expect(200))).toEqual(['Bram']);
    expect(names(await agent.get(`${list}?q=cleo@brokers`).expect(200))).toEqual(['Cleo']);
    const days = await agent.get(`${list}?from=2099-06-02&to=2099-06-03`).expect(200);
    expect(names(days)).toEqual(['Cleo', 'Bram']);
    expect(names(await agent.get(`${list}?status=completed`).expect(200))).toEqual(['Bram']);

    const before = await ReviewRequestModel.find().lean();
    const refused = await agent.get(`${list}?token=abc`).expect(400);
    expect(refused.body.errors).toEqual({ token: 'token is not allowed' });
    await agent.get(`${list}?status=pending`).expect(400);
    await agent.get(`${list}?sort=requestToken`).expect(400);
    await agent.get(`${list}?from=June`).expect(400);
    expect(await ReviewRequestModel.find().lean()).toEqual(before);

    await agent.get(`${list}/000000000000000000000000`).expect(404);
    await agent.get(`${list}/not-an-id`).expect(400);
    await context.request().get(list).expect(401);
  });
});
