import { MailOutboxModel } from '../db/models/mail_outbox';
import type { PeriodicJob } from '../periodic';
import { trusted } from '../db/trusted';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_PERIOD_MS = 60 * 60 * 1000;

/**
 * How long a finished message stays in the outbox: its text holds live link tokens and its
 * document may hold PDFs. A failed one is kept longer, for staff to send again; sending it again
 * clears `failedAt`, so a message on its way is never removed.
 */
export interface OutboxRetention {
  sentDays: number;
  failedDays: number;
}

/** Removes the messages sent more than `sentDays` ago and failed more than `failedDays` ago. */
export async function purgeFinishedMail(
  retention: OutboxRetention,
  now = new Date(),
): Promise<number> {
  const before = (days: number) => trusted({ $lt: new Date(now.getTime() - days * DAY_MS) });
  const removed = await MailOutboxModel.deleteMany({
    $or: [
      { state: 'sent', sentAt: before(retention.sentDays) },
      { state: 'failed', failedAt: before(retention.failedDays) },
    ],
  });
  return removed.deletedCount;
}

/**
 * The hourly purge of finished mail, a periodic job rather than TTL indexes: the days follow the
 * configuration and apply to every stored message, and no index is built over the documents of
 * an existing outbox (which the offline mongod must not do: packages/mongo-runner/README.md).
 */
export function finishedMailPurge(retention: OutboxRetention): PeriodicJob {
  return {
    name: 'purge-finished-mail',
    periodMs: PURGE_PERIOD_MS,
    run: async () => `${await purgeFinishedMail(retention)} messages removed`,
  };
}
