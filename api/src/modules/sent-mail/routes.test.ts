import mongoose from 'mongoose';
import type { OutboxMessage, SentMailPage } from '@freight/contracts';
import { CaughtMailModel, MailOutboxModel } from '../../db/models';
import { useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { SENT_MAIL_MESSAGES } from './routes';

const context = useTestDatabase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function queue(subject: string) {
  return context.deps.mail.enqueue({
    to: `${subject.toLowerCase()}@example.test`,
    subject,
    text: subject,
  });
}

const inState = (messages: OutboxMessage[], subject: string) =>
  messages.find((message) => message.subject === subject);

const subjects = (response: { body: { items: OutboxMessage[] } }) =>
  response.body.items.map((message) => message.subject);

describe('the Sent Mail tab', () => {
  it('refuses visitors without an admin session', async () => {
    await context.request().get('/api/admin/sent-mail').expect(401);
    const queued = await queue('Private');
    await context.request().get(`/api/admin/sent-mail/${queued.id}`).expect(401);
    await context.request().post(`/api/admin/sent-mail/${queued.id}/retry`).send({}).expect(401);
  });

  it('shows each message with its state: queued, retrying with its next attempt, sent, failed with the error', async () => {
    await context.deps.mail.stop();
    try {
      const [queued, retrying, sent, failed] = await Promise.all(
        ['Queued', 'Retrying', 'Sent', 'Failed'].map(queue),
      );
      const nextAttemptAt = new Date(Date.now() + 60_000);
      await MailOutboxModel.updateOne(
        { _id: retrying!.id },
        {
          $set: {
            state: 'retrying',
            attempts: 2,
            nextAttemptAt,
            lastError: 'connect ECONNREFUSED',
          },
        },
      );
      await MailOutboxModel.updateOne(
        { _id: sent!.id },
        { $set: { state: 'sent', attempts: 1, sentAt: new Date() } },
      );
      await MailOutboxModel.updateOne(
        { _id: failed!.id },
        {
          $set: {
            state: 'failed',
            attempts: 10,
            failedAt: new Date(),
            lastError: '550 No such mailbox',
          },
        },
      );
      const agent = await signedInAdmin(context);
      const { body } = await agent.get('/api/admin/sent-mail').expect(200);
      expect(body).toMatchObject({ catching: true, total: 5, nextCursor: null });
      expect(inState(body.items, 'Queued')).toMatchObject({
        id: queued!.id,
        messageId: queued!.messageId,
        state: 'queued',
        attempts: 0,
        maxAttempts: 10,
        to: ['queued@example.test'],
      });
      expect(inState(body.items, 'Retrying')).toMatchObject({
        state: 'retrying',
        attempts: 2,
        nextAttemptAt: nextAttemptAt.toISOString(),
        lastError: 'connect ECONNREFUSED',
      });
      expect(inState(body.items, 'Sent')).toMatchObject({ state: 'sent', attempts: 1 });
      expect(inState(body.items, 'Sent')).not.toHaveProperty('nextAttemptAt');
      expect(inState(body.items, 'Failed')).toMatchObject({
        state: 'failed',
        lastError: '550 No such mailbox',
        failedAt: expect.any(String),
      });
      const onlyFailed = await agent.get('/api/admin/sent-mail?status=failed').expect(200);
      expect(subjects(onlyFailed)).toEqual(['Failed']);
      expect(onlyFailed.body.total).toBe(1);
    } finally {
      await context.deps.mail.start();
    }
  });

  it('sends a failed message again on an admin’s retry, once', async () => {
    const failed = await MailOutboxModel.findOne({ subject: 'Failed' }).lean();
    const agent = await signedInAdmin(context);
    const retried = await agent
      .post(`/api/admin/sent-mail/${String(failed!._id)}/retry`)
      .send({})
      .expect(200);
    expect(retried.body).toMatchObject({ subject: 'Failed', attempts: 0 });
    expect(['queued', 'sending', 'sent']).toContain(retried.body.state);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await MailOutboxModel.findById(failed!._id).lean())?.state === 'sent') break;
      await sleep(100);
    }
    expect(await MailOutboxModel.findById(failed!._id).lean()).toMatchObject({
      state: 'sent',
      attempts: 1,
    });
    expect(await CaughtMailModel.countDocuments({ messageId: failed!.messageId })).toBe(1);

    const again = await agent.post(`/api/admin/sent-mail/${String(failed!._id)}/retry`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SENT_MAIL_MESSAGES.notFailed);
    const unknown = await agent
      .post(`/api/admin/sent-mail/${new mongoose.Types.ObjectId().toHexString()}/retry`)
      .send({});
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SENT_MAIL_MESSAGES.notFound);
    await agent.post('/api/admin/sent-mail/not-an-id/retry').send({}).expect(400);
  });

  it('hides the secrets of a message (a link’s token) from staff, sending them as written', async () => {
    const token = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDEF';
    const queued = await context.deps.mail.enqueue({
      to: 'client@example.test',
      subject: 'Confirm with a secret',
      text: `Open https://site.test/client-portal?verify=${token} to confirm.`,
      secrets: [token],
    });
    const agent = await signedInAdmin(context);
    const { body } = await agent.get('/api/admin/sent-mail').expect(200);
    const shown = inState(body.items, 'Confirm with a secret');
    expect(shown?.text).toBe('Open https://site.test/client-portal?verify=[hidden] to confirm.');
    expect(JSON.stringify(body)).not.toContain(token);
    // Only subjects and recipients are searched: a search cannot probe a hidden token.
    const probe = await agent.get(`/api/admin/sent-mail?q=${token.slice(0, 8)}`).expect(200);
    expect(probe.body.total).toBe(0);
    const one = await agent.get(`/api/admin/sent-mail/${queued.id}`).expect(200);
    expect(one.body).toMatchObject({ id: queued.id, subject: 'Confirm with a secret' });
    expect(one.body.text).toBe(shown?.text);
    expect(JSON.stringify(one.body)).not.toContain(token);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (await CaughtMailModel.exists({ messageId: queued.messageId })) break;
      await sleep(100);
    }
    const caught = await CaughtMailModel.findOne({ messageId: queued.messageId }).lean();
    expect(caught?.text).toContain(`verify=${token}`);
  });

  it('refuses a retry from another origin or with a body, changing nothing', async () => {
    const entry = await queue('Refused');
    await MailOutboxModel.updateOne(
      { _id: entry.id },
      { $set: { state: 'failed', attempts: 10, failedAt: new Date(), lastError: 'timeout' } },
    );
    const agent = await signedInAdmin(context);
    await agent
      .post(`/api/admin/sent-mail/${entry.id}/retry`)
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
    await agent.post(`/api/admin/sent-mail/${entry.id}/retry`).send({ force: true }).expect(400);
    expect(await MailOutboxModel.findById(entry.id).lean()).toMatchObject({
      state: 'failed',
      attempts: 10,
    });
  });
});

describe('the Sent Mail list as pages', () => {
  const DAY_MS = 86_400_000;
  const start = new Date('2026-03-01T12:00:00Z');

  /**
   * Stores messages as the outbox keeps them (sent or failed, so the worker leaves them alone),
   * the `index`th queued 2 × `index` hours after the start; the last five in the same millisecond.
   */
  async function storeMessages(count: number) {
    await MailOutboxModel.deleteMany({});
    const docs = Array.from({ length: count }, (_, index) => {
      const createdAt = new Date(start.getTime() + Math.min(index, count - 5) * 2 * 3_600_000);
      const failed = index % 4 === 3;
      return {
        _id: new mongoose.Types.ObjectId(),
        messageId: `<page-${index}@site.test>`,
        to: [index % 2 === 0 ? `even.${index}@shipper.test` : `odd.${index}@carrier.test`],
        subject: `Notice ${String(index).padStart(2, '0')}${index === 7 ? ' (INV-7)' : ''}`,
        text: `Message ${index}`,
        attachments: [],
        secrets: [],
        state: failed ? 'failed' : 'sent',
        attempts: failed ? 10 : 1,
        nextAttemptAt: createdAt,
        lastError: failed ? '550 No such mailbox' : undefined,
        sentAt: failed ? undefined : new Date(createdAt.getTime() + 1000),
        failedAt: failed ? new Date(createdAt.getTime() + 1000) : undefined,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await MailOutboxModel.collection.insertMany(docs);
    return docs;
  }

  /** Every page of a list from `cursor` on, read through their cursors, with each one's count. */
  async function allPages(
    agent: Awaited<ReturnType<typeof signedInAdmin>>,
    query: string,
    from = '',
  ) {
    const ids: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = from;
    while (cursor !== null) {
      const path: string = `/api/admin/sent-mail?${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { body: SentMailPage } = await agent.get(path).expect(200);
      ids.push(...page.body.items.map((message) => message.id));
      totals.push(page.body.total);
      cursor = page.body.nextCursor;
    }
    return { ids, totals };
  }

  it('pages newest first through the cursor, stable for ties and for mail queued meanwhile', async () => {
    const docs = await storeMessages(30);
    const agent = await signedInAdmin(context);
    const newestFirst = [...docs]
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || (String(a._id) < String(b._id) ? 1 : -1),
      )
      .map((doc) => String(doc._id));

    const first = await agent.get('/api/admin/sent-mail?limit=7').expect(200);
    expect(first.body.items).toHaveLength(7);
    expect(first.body.total).toBe(30);
    await queue('Arrived meanwhile');
    const { ids, totals } = await allPages(agent, 'limit=7', first.body.nextCursor);
    expect([...first.body.items.map((message: OutboxMessage) => message.id), ...ids]).toEqual(
      newestFirst,
    );
    expect(new Set(totals)).toEqual(new Set([31]));

    const bySubject = await allPages(agent, 'limit=4&sort=subject&dir=asc&q=notice');
    expect(bySubject.ids).toEqual(
      [...docs].sort((a, b) => a.subject.localeCompare(b.subject)).map((doc) => String(doc._id)),
    );
    const bySent = await allPages(agent, 'limit=5&sort=sentAt&dir=asc&q=notice');
    const stateOf = new Map(docs.map((doc) => [String(doc._id), doc.state]));
    // Failed messages have no sent time: they come first.
    expect(bySent.ids.map((id) => stateOf.get(id))).toEqual([
      ...Array<string>(7).fill('failed'),
      ...Array<string>(23).fill('sent'),
    ]);
  });

  it('searches subjects and recipients literally, filters by state and queued day, and counts', async () => {
    await storeMessages(30);
    const agent = await signedInAdmin(context);
    const get = (query: string) => agent.get(`/api/admin/sent-mail?${query}`).expect(200);

    const invoice = await get('q=inv-7');
    expect(subjects(invoice)).toEqual(['Notice 07 (INV-7)']);
    expect((await get('q=(INV-7)')).body.total).toBe(1);
    expect((await get('q=.*')).body.total).toBe(0);
    const carriers = await get('q=CARRIER.TEST');
    expect(carriers.body.total).toBe(15);
    expect(
      carriers.body.items.every((message: OutboxMessage) =>
        message.to[0]!.endsWith('carrier.test'),
      ),
    ).toBe(true);

    const failed = await get('status=failed&limit=100');
    expect(failed.body.total).toBe(7);
    expect(failed.body.items.every((message: OutboxMessage) => message.state === 'failed')).toBe(
      true,
    );
    expect(failed.body.items[0]).toMatchObject({ lastError: '550 No such mailbox' });
    expect((await get('status=failed&q=carrier')).body.total).toBe(7);
    expect((await get('status=queued')).body.total).toBe(0);

    // Queued from 1 March 12:00 every two hours: 6 that day, 12 the next, the other 12 on the 3rd.
    const day = (offset: number) =>
      new Date(start.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    expect((await get(`from=${day(0)}&to=${day(0)}`)).body.total).toBe(6);
    expect((await get(`from=${day(1)}&to=${day(1)}`)).body.total).toBe(12);
    expect((await get(`from=${day(1)}`)).body.total).toBe(24);
    expect((await get(`to=${day(0)}&status=sent`)).body.total).toBe(5);
  });

  it('refuses a query it does not take with a 400 naming the field', async () => {
    const agent = await signedInAdmin(context);
    const refused = async (query: string) =>
      (await agent.get(`/api/admin/sent-mail?${query}`).expect(400)).body.errors;
    expect(await refused('limit=0')).toEqual({ limit: 'Limit must be at least 1' });
    expect(await refused('limit=101')).toEqual({ limit: 'Limit must be at most 100' });
    expect(await refused('status=lost')).toEqual({
      status: 'Status must be one of the listed choices',
    });
    expect(await refused('state=failed')).toEqual({ state: 'state is not allowed' });
    expect(await refused('page=2')).toEqual({ page: 'page is not allowed' });
    expect(await refused('sort=to')).toEqual({ sort: 'Sort must be one of the listed choices' });
    expect(await refused('from=2026-02-30')).toEqual({ from: 'From must be a date (YYYY-MM-DD)' });
    expect(await refused('cursor=zz')).toEqual({ cursor: 'Cursor is not valid: reload the list' });
    expect(await refused(`q=${'x'.repeat(101)}`)).toEqual({
      q: 'Search must be at most 100 characters',
    });
    const backwards = await agent
      .get('/api/admin/sent-mail?from=2026-03-02&to=2026-03-01')
      .expect(400);
    expect(backwards.body.message).toBe('From must be on or before To');
  });

  it('answers one message by its id, 404 for an unknown one and 400 for a malformed one', async () => {
    const [doc] = await storeMessages(6);
    const agent = await signedInAdmin(context);
    const one = await agent.get(`/api/admin/sent-mail/${String(doc!._id)}`).expect(200);
    expect(one.body).toMatchObject({
      id: String(doc!._id),
      subject: 'Notice 00',
      state: 'sent',
      to: ['even.0@shipper.test'],
    });
    const unknown = await agent
      .get(`/api/admin/sent-mail/${new mongoose.Types.ObjectId().toHexString()}`)
      .expect(404);
    expect(unknown.body.message).toBe(SENT_MAIL_MESSAGES.notFound);
    await agent.get('/api/admin/sent-mail/not-an-id').expect(400);
  });
});
