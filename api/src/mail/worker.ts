import { logger } from '../http/logger';
import type { RetryPolicy } from './backoff';
import { claimDueMail, failAbandoned, recordFailure, recordSent, type ClaimedMail } from './outbox';
import { PermanentMailError, type MailTransport } from './transport';

/** How often an idle worker looks for due messages (a message queued here wakes it at once). */
const POLL_MS = 1000;
/**
 * Messages one instance sends at once. A burst of quotes otherwise opened one SMTP exchange
 * each, all at once, and slowed every answer of the API meanwhile.
 */
const LANES = 2;

export interface OutboxWorkerOptions {
  transport: MailTransport;
  policy: RetryPolicy;
  /** How long a claim holds a message: longer than one attempt can take. */
  leaseMs: number;
}

export interface OutboxWorker {
  /** Looks for due messages now instead of at the next poll. */
  wake(): void;
  /** Finishes the attempts under way and stops claiming. */
  stop(): Promise<void>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function deliver(claim: ClaimedMail, options: OutboxWorkerOptions): Promise<void> {
  const log = { messageId: claim.messageId, attempt: claim.attempts };
  try {
    await options.transport.send(claim);
  } catch (error) {
    const permanent = error instanceof PermanentMailError;
    const state = await recordFailure(claim, reasonOf(error), {
      policy: options.policy,
      permanent,
    });
    logger.warn({ ...log, err: error, state }, 'mail attempt failed');
    return;
  }
  // Delivered: a lost claim (or a database error here) means another instance may send it
  // again after the lease, with the same Message-ID.
  if (!(await recordSent(claim))) logger.warn(log, 'mail sent after its claim ran out');
}

/**
 * The outbox worker of one API instance: a few lanes, each claiming the message due longest,
 * sending it once, recording the outcome, and sleeping until the next poll or a wake-up when
 * nothing is due. Every instance runs one; the claims keep them apart.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  let running = true;
  // Counts wake-ups, so a lane that was busy reading when one came looks again before sleeping.
  let wakeups = 0;
  const sleepers = new Set<() => void>();
  const wake = () => {
    wakeups += 1;
    for (const resume of sleepers) resume();
    sleepers.clear();
  };
  const idle = () =>
    new Promise<void>((resolve) => {
      const resume = () => {
        clearTimeout(timer);
        sleepers.delete(resume);
        resolve();
      };
      const timer = setTimeout(resume, POLL_MS);
      timer.unref();
      sleepers.add(resume);
    });

  // Logged when the outbox stops and starts answering, not on every poll of an outage.
  let unreadable = false;
  const nextClaim = async (lane: number): Promise<ClaimedMail | null> => {
    try {
      if (lane === 0) await failAbandoned(options.policy);
      const claim = await claimDueMail(options.leaseMs, options.policy);
      if (unreadable) logger.info('the mail outbox can be read again');
      unreadable = false;
      return claim;
    } catch (error) {
      if (!unreadable) logger.warn({ err: error }, 'the mail outbox cannot be read; retrying');
      unreadable = true;
      return null;
    }
  };
  const lane = async (index: number) => {
    while (running) {
      const seen = wakeups;
      const claim = await nextClaim(index);
      if (claim) {
        await deliver(claim, options).catch((error: unknown) => {
          logger.error({ err: error, messageId: claim.messageId }, 'mail outcome not recorded');
        });
      } else if (running && seen === wakeups) {
        await idle();
      }
    }
  };
  const lanes = Array.from({ length: LANES }, (_, index) => lane(index));
  return {
    wake,
    async stop() {
      running = false;
      wake();
      await Promise.all(lanes);
    },
  };
}
