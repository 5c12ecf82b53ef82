import mongoose from 'mongoose';
import type { OutboxMessage } from '@freight/contracts';
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

describe('the Sent Mail tab', () => {
  it('refuses visitors without an admin session', async () => {
    await context.request().get('/api/admin/sent-mail').expect(401);
    const queued = await queue('Private');
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
      expect(body.catching).toBe(true);
      expect(inState(body.messages, 'Queued')).toMatchObject({
        id: queued!.id,
        messageId: queued!.messageId,
        state: 'queued',
        attempts: 0,
        maxAttempts: 10,
        to: ['queued@example.test'],
      });
      expect(inState(body.messages, 'Retrying')).toMatchObject({
        state: 'retrying',
        attempts: 2,
        nextAttemptAt: nextAttemptAt.toISOString(),
        lastError: 'connect ECONNREFUSED',
      });
      expect(inState(body.messages, 'Sent')).toMatchObject({ state: 'sent', attempts: 1 });
      expect(inState(body.messages, 'Sent')).not.toHaveProperty('nextAttemptAt');
      expect(inState(body.messages, 'Failed')).toMatchObject({
        state: 'failed',
        lastError: '550 No such mailbox',
        failedAt: expect.any(String),
      });
      const onlyFailed = await agent.get('/api/admin/sent-mail?state=failed').expect(200);
      expect(onlyFailed.body.messages.map((message: OutboxMessage) => message.subject)).toEqual([
        'Failed',
      ]);
      await agent.get('/api/admin/sent-mail?limit=0').expect(400);
      await agent.get('/api/admin/sent-mail?state=lost').expect(400);
      await agent.get('/api/admin/sent-mail?page=2').expect(400);
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
    const shown = inState(body.messages, 'Confirm with a secret');
    expect(shown?.text).toBe('Open https://site.test/client-portal?verify=[hidden] to confirm.');
    expect(JSON.stringify(body)).not.toContain(token);
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
