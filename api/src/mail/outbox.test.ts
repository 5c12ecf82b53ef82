import net from 'node:net';
import mongoose from 'mongoose';
import { SMTPServer } from 'smtp-server';
import { CaughtMailModel, MailOutboxModel, QuoteRequestModel } from '../db/models';
import { storeFile } from '../files';
import { useTestDatabase, waitFor } from '../test';
import { retryDelayMs } from './backoff';
import { claimDueMail, countUnsent, failAbandoned, recordSent } from './outbox';
import { createMailService, type MailService, type MailSettings } from '.';

const t = useTestDatabase();

const POLICY = { maxAttempts: 3, firstRetryMs: 400 };
const LEASE_MS = 60_000;

const stateOf = async (id: string) => (await MailOutboxModel.findById(id).lean())?.state;

/** A port nothing listens on: SMTP there is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Connecting, the greeting and each exchange, for the servers that hang. */
const SHORT_TIMEOUT_MS = 500;

interface ListeningServer {
  port: number;
  close(): Promise<void>;
}

/** Accepts connections and never says a word (not even the greeting). */
async function silentServer(): Promise<ListeningServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Greets and takes the envelope, then never answers the message's data. */
async function serverWithoutAnswerToData(): Promise<ListeningServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream) {
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function settings(overrides: Partial<MailSettings>): MailSettings {
  return {
    from: 'Carrier <no-reply@carrier.test>',
    catcherPort: 0,
    timeoutMs: 2000,
    policy: POLICY,
    ...overrides,
  };
}

/**
 * Runs `work` with this file's own worker stopped (once it has sent what earlier tests queued),
 * so only the claims and services of `work` touch the outbox.
 */
async function withoutAppWorker(work: () => Promise<void>): Promise<void> {
  await waitFor(async () => (await countUnsent()) === 0, 'the outbox to drain');
  await t.deps.mail.stop();
  try {
    await work();
  } finally {
    await t.deps.mail.start();
  }
}

async function withService(service: MailService, work: () => Promise<void>) {
  await service.start();
  try {
    await work();
  } finally {
    await service.stop();
  }
}

const QUOTE = {
  companyName: 'Outbox Co',
  contactName: 'Ann',
  email: 'ann@outbox.test',
  phone: '555-0100',
  pickupLocation: 'Dallas, TX',
  deliveryLocation: 'Atlanta, GA',
  freightType: 'ftl' as const,
  requestedDate: '2030-01-01',
};

describe('enqueue in the record’s transaction', () => {
  it('stores the message and the record together', async () => {
    await withoutAppWorker(async () => {
      const queued = await mongoose.connection.transaction(async (session) => {
        await QuoteRequestModel.create([QUOTE], { session });
        return t.deps.mail.enqueue(
          { to: 'ops@carrier.test', subject: 'Together', text: 'one' },
          { session },
        );
      });
      expect(queued.messageId).toMatch(/^<[0-9a-f]{24}\.[0-9a-f]{12}@localhost>$/);
      const stored = await MailOutboxModel.findById(queued.id).lean();
      expect(stored).toMatchObject({ state: 'queued', attempts: 0, to: ['ops@carrier.test'] });
      expect(await QuoteRequestModel.countDocuments({ email: QUOTE.email })).toBe(1);
    });
  });

  it('leaves no message when the record cannot be written', async () => {
    await expect(
      mongoose.connection.transaction(async (session) => {
        await t.deps.mail.enqueue(
          { to: 'ops@carrier.test', subject: 'Orphan', text: 'never' },
          { session },
        );
        await QuoteRequestModel.create([{ ...QUOTE, freightType: undefined }], { session });
      }),
    ).rejects.toThrow(/freightType/);
    expect(await MailOutboxModel.countDocuments({ subject: 'Orphan' })).toBe(0);
  });

  it('leaves no record when the message cannot be queued', async () => {
    await expect(
      mongoose.connection.transaction(async (session) => {
        await QuoteRequestModel.create([{ ...QUOTE, email: 'lonely@outbox.test' }], { session });
        await t.deps.mail.enqueue({ to: [], subject: 'Nobody', text: 'x' }, { session });
      }),
    ).rejects.toThrow('A mail needs at least one recipient');
    expect(await QuoteRequestModel.countDocuments({ email: 'lonely@outbox.test' })).toBe(0);
  });
});

describe('the worker', () => {
  it('sends a queued message once, with its Message-ID and attachments, and records it sent', async () => {
    const document = await storeFile({
      buffer: Buffer.from('%PDF-1.4 bill of lading'),
      filename: 'bol.pdf',
      contentType: 'application/pdf',
      extension: '.pdf',
      owner: 'fleetfolio-document',
    });
    const queued = await t.deps.mail.enqueue({
      to: ['a@example.test', 'b@example.test'],
      subject: 'With attachments',
      text: 'Invoice attached.',
      replyTo: 'carrier@example.test',
      attachments: [
        {
          filename: 'invoice.pdf',
          content: Buffer.from('%PDF-1.4 invoice'),
          contentType: 'application/pdf',
        },
        { filename: 'bol.pdf', storedFileId: document.id },
      ],
    });
    const caught = await waitFor(
      () => CaughtMailModel.findOne({ messageId: queued.messageId }).lean(),
      'the caught mail',
    );
    expect(caught.to).toEqual(['a@example.test', 'b@example.test']);
    expect(caught.attachments).toEqual([
      expect.objectContaining({ filename: 'invoice.pdf', size: 16 }),
      expect.objectContaining({ filename: 'bol.pdf', size: 23 }),
    ]);
    await waitFor(async () => (await stateOf(queued.id)) === 'sent', 'sent');
    const stored = await MailOutboxModel.findById(queued.id).lean();
    expect(stored).toMatchObject({ state: 'sent', attempts: 1 });
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.claimToken).toBeUndefined();
    expect(await CaughtMailModel.countDocuments({ messageId: queued.messageId })).toBe(1);
  });

  it('retries with backoff while SMTP is down, then marks the message failed with the error', async () => {
    await withoutAppWorker(async () => {
      const down = createMailService(
        settings({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }),
      );
      await withService(down, async () => {
        const queued = await down.enqueue({ to: 'x@example.test', subject: 'Down', text: 'x' });
        const first = await waitFor(
          () => MailOutboxModel.findOne({ _id: queued.id, state: 'retrying', attempts: 1 }).lean(),
          'the first failed attempt',
        );
        expect(first.lastError).toMatch(/ECONNREFUSED|connect/i);
        const second = await waitFor(
          () => MailOutboxModel.findOne({ _id: queued.id, state: 'retrying', attempts: 2 }).lean(),
          'the second failed attempt',
        );
        // Each wait is twice the one before: 400 ms after the first failure, 800 after the second.
        const waited = (entry: typeof first) =>
          entry.nextAttemptAt.getTime() - entry.updatedAt.getTime();
        expect(Math.abs(waited(first) - retryDelayMs(1, POLICY))).toBeLessThan(100);
        expect(Math.abs(waited(second) - retryDelayMs(2, POLICY))).toBeLessThan(100);
        const failed = await waitFor(
          () => MailOutboxModel.findOne({ _id: queued.id, state: 'failed' }).lean(),
          'the last attempt',
        );
        expect(failed.attempts).toBe(POLICY.maxAttempts);
        expect(failed.failedAt).toBeInstanceOf(Date);
        expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      });
    });
  });

  it.each([
    // The greeting and the socket wait as long: on a busy machine either may give up first.
    ['never greets', silentServer, /^(Greeting never received|Timeout)$/],
    ['never answers the message', serverWithoutAnswerToData, /^Timeout$/],
  ])('retries later, with the timeout as the error, when SMTP %s', async (_, listen, error) => {
    const smtp = await listen();
    try {
      await withoutAppWorker(async () => {
        const hanging = createMailService(
          settings({
            smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
            timeoutMs: SHORT_TIMEOUT_MS,
            policy: { ...POLICY, firstRetryMs: 60_000 },
          }),
        );
        await withService(hanging, async () => {
          const queued = await hanging.enqueue({
            to: 'x@example.test',
            subject: 'Hang',
            text: 'x',
          });
          const retrying = await waitFor(
            () => MailOutboxModel.findOne({ _id: queued.id, state: 'retrying' }).lean(),
            'the attempt to time out',
          );
          expect(retrying.attempts).toBe(1);
          expect(retrying.lastError).toMatch(error);
          const waits = retrying.nextAttemptAt.getTime() - retrying.updatedAt.getTime();
          expect(Math.abs(waits - 60_000)).toBeLessThan(1000);
          expect(retrying.claimToken).toBeUndefined();
        });
      });
    } finally {
      // Its next attempt is a minute away: the tests after this one wait for an empty queue.
      await MailOutboxModel.deleteMany({ subject: 'Hang' });
      await smtp.close();
    }
  });

  it('marks a message the server refuses failed at once, without retrying', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as net.AddressInfo;
    try {
      await withoutAppWorker(async () => {
        const service = createMailService(settings({ smtpUrl: `smtp://127.0.0.1:${port}` }));
        await withService(service, async () => {
          const queued = await service.enqueue({
            to: 'gone@example.test',
            subject: 'Gone',
            text: 'x',
          });
          const failed = await waitFor(
            () => MailOutboxModel.findOne({ _id: queued.id, state: 'failed' }).lean(),
            'the refusal',
          );
          expect(failed.attempts).toBe(1);
          expect(failed.lastError).toMatch(/550|No such mailbox/);
        });
      });
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});

describe('claims and leases', () => {
  it('gives a due message to one claimant only, counting the attempt', async () => {
    await withoutAppWorker(async () => {
      const queued = await t.deps.mail.enqueue({
        to: 'one@example.test',
        subject: 'Race',
        text: 'x',
      });
      const claims = await Promise.all(
        Array.from({ length: 6 }, () => claimDueMail(LEASE_MS, POLICY)),
      );
      const won = claims.filter((claim) => claim?.id === queued.id);
      expect(won).toHaveLength(1);
      expect(won[0]).toMatchObject({ attempts: 1, messageId: queued.messageId });
      expect(await stateOf(queued.id)).toBe('sending');
      expect(await recordSent(won[0]!)).toBe(true);
    });
  });

  it('gives a message whose lease ran out to the next claimant with the same Message-ID, and ignores the old holder', async () => {
    await withoutAppWorker(async () => {
      const queued = await t.deps.mail.enqueue({
        to: 'two@example.test',
        subject: 'Crash',
        text: 'x',
      });
      const first = await claimDueMail(LEASE_MS, POLICY);
      expect(first?.id).toBe(queued.id);
      expect(await claimDueMail(LEASE_MS, POLICY)).toBeNull();
      // The first holder's instance died: its lease runs out.
      await MailOutboxModel.updateOne({ _id: queued.id }, { $set: { leaseUntil: new Date(0) } });
      const second = await claimDueMail(LEASE_MS, POLICY);
      expect(second).toMatchObject({ id: queued.id, attempts: 2, messageId: queued.messageId });
      expect(await recordSent(first!)).toBe(false);
      expect(await stateOf(queued.id)).toBe('sending');
      expect(await recordSent(second!)).toBe(true);
      expect(await stateOf(queued.id)).toBe('sent');
    });
  });

  it('marks failed a message whose last allowed attempt was interrupted', async () => {
    await withoutAppWorker(async () => {
      const queued = await t.deps.mail.enqueue({
        to: 'three@example.test',
        subject: 'Last',
        text: 'x',
      });
      await MailOutboxModel.updateOne(
        { _id: queued.id },
        { $set: { state: 'sending', attempts: POLICY.maxAttempts, leaseUntil: new Date(0) } },
      );
      expect(await claimDueMail(LEASE_MS, POLICY)).toBeNull();
      expect(await failAbandoned(POLICY)).toBe(1);
      const failed = await MailOutboxModel.findById(queued.id).lean();
      expect(failed).toMatchObject({ state: 'failed', attempts: POLICY.maxAttempts });
      expect(failed?.lastError).toMatch(/interrupted/);
    });
  });

  it('waits twice as long after each failure, at most an hour', () => {
    const policy = { maxAttempts: 10, firstRetryMs: 30_000 };
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(9, policy)).toBe(60 * 60 * 1000);
  });
});
