import type { ClientSession } from 'mongoose';
import type { ListPage, OutboxMessage, SentMailListQuery } from '@freight/contracts';
import type { RetryPolicy } from './backoff';
import type { MailMessage, QueuedMail } from './message';
import { addToOutbox, outboxMessage, pageOfOutbox, requeueFailed } from './outbox';
import { openTransport, type MailTransport, type TransportSettings } from './transport';
import { startOutboxWorker, type OutboxWorker } from './worker';

export interface MailSettings extends TransportSettings {
  policy: RetryPolicy;
}

interface EnqueueOptions {
  /** The transaction of the record the mail belongs to: the mail is stored with it or not at all. */
  session?: ClientSession;
}

/**
 * One app's mail: every message goes into the outbox (`enqueue`), and the worker started with
 * `start` sends what is due, from this instance or any other.
 */
export interface MailService {
  /**
   * Queues a message; the visitor's request never waits for SMTP. Pass the session of the
   * transaction that writes the record the mail belongs to.
   */
  enqueue(message: MailMessage, options?: EnqueueOptions): Promise<QueuedMail>;
  /** A page of the messages and their states, for the admin's Sent Mail tab. */
  page(query: SentMailListQuery): Promise<ListPage<OutboxMessage>>;
  /** The newest `limit` messages (what tests check was queued). */
  list(options: { limit: number }): Promise<OutboxMessage[]>;
  /** One message as Sent Mail shows it; null when unknown. */
  message(id: string): Promise<OutboxMessage | null>;
  /** Queues a failed message again; 'not-failed' when it is in another state, null when unknown. */
  retry(id: string): Promise<OutboxMessage | 'not-failed' | null>;
  /** True when no SMTP_URL is set: messages go to the local catcher (caught_mails). */
  readonly catching: boolean;
  /** Opens SMTP (or starts the local catcher) and starts this instance's worker. */
  start(): Promise<{ catcherPort?: number }>;
  /** Lets the attempts under way finish, then closes SMTP and the catcher. */
  stop(): Promise<void>;
}

/** The domain of the sender's address, for Message-IDs: `Site <no-reply@example.com>` → `example.com`. */
function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** A lease outlasts one attempt: connecting, the greeting and the data each within the timeout. */
const leaseFor = (timeoutMs: number) => 3 * timeoutMs + 10_000;

export function createMailService(settings: MailSettings): MailService {
  const messageDomain = senderDomain(settings.from);
  let running: { transport: MailTransport; worker: OutboxWorker } | undefined;
  const wakeWorker = () => running?.worker.wake();
  return {
    catching: !settings.smtpUrl,
    async enqueue(message, options = {}) {
      const queued = await addToOutbox(message, { session: options.session, messageDomain });
      // A message written in a transaction is visible once it commits, when its session ends.
      if (options.session) options.session.once('ended', wakeWorker);
      else wakeWorker();
      return queued;
    },
    page: (query) => pageOfOutbox(query, settings.policy),
    async list({ limit }) {
      const newest = await pageOfOutbox({ sort: 'createdAt', dir: 'desc', limit }, settings.policy);
      return newest.items;
    },
    message: (id) => outboxMessage(id, settings.policy),
    async retry(id) {
      const answer = await requeueFailed(id, settings.policy);
      if (typeof answer === 'object' && answer) wakeWorker();
      return answer;
    },
    async start() {
      if (running) return { catcherPort: running.transport.catcherPort };
      const transport = await openTransport(settings);
      const worker = startOutboxWorker({
        transport,
        policy: settings.policy,
        leaseMs: leaseFor(settings.timeoutMs),
      });
      running = { transport, worker };
      return { catcherPort: transport.catcherPort };
    },
    async stop() {
      const stopping = running;
      running = undefined;
      if (!stopping) return;
      await stopping.worker.stop();
      await stopping.transport.close();
    },
  };
}
