import type { LimitRule, Limiter, Limits } from '../limits';

/** How many mails the quotas allow (MAIL_PER_SENDER_PER_DAY, MAIL_PER_RECIPIENT_PER_HOUR). */
export interface MailAllowance {
  perSenderPerDay: number;
  perRecipientPerHour: number;
}

/** Mails one sender (an account, or the address of a visitor) may have the site send a day. */
function mailPerSender(perDay: number): LimitRule {
  return {
    name: 'mail_sender',
    points: perDay,
    windowSeconds: 24 * 60 * 60,
    message: `You have reached the limit of ${perDay} emails a day sent through this site. Please try again tomorrow.`,
  };
}

/** Mails one address may receive through the site per hour, whoever asks for them. */
function mailPerRecipient(perHour: number): LimitRule {
  return {
    name: 'mail_recipient',
    points: perHour,
    windowSeconds: 60 * 60,
    message: `This email address has received the limit of ${perHour} emails an hour from this site. Please try again later.`,
  };
}

/**
 * Who has the site send a mail: an account (`carrier:<id>`, `client:<id>`) or, for a form
 * anyone may fill in, the caller's address (`address:<ip>`).
 */
export type MailSender = `${'carrier' | 'client' | 'address'}:${string}`;

export interface MailQuota {
  /**
   * Counts one mail from `sender` to each of `recipients`, or throws the 429 (Retry-After and
   * the reason) of the quota that is spent and counts nothing. Call it before the mail's
   * request changes anything, so a refused request stores nothing.
   */
  spend(sender: MailSender, recipients: string[]): Promise<void>;
}

/** The key of a recipient's counter: addresses differ only in case for a person. */
const recipientKey = (email: string) => email.trim().toLowerCase();

interface Counter {
  limiter: Limiter;
  key: string;
}

/**
 * Takes one use of every counter at once (one database round trip), or none: when one refuses,
 * the others get their use back and its refusal is thrown.
 */
async function consumeAll(counters: Counter[]): Promise<void> {
  const results = await Promise.allSettled(
    counters.map(({ limiter, key }) => limiter.consume(key)),
  );
  const refused = results.find((result) => result.status === 'rejected');
  if (!refused) return;
  const counted = counters.filter((_, index) => results[index]!.status === 'fulfilled');
  await Promise.all(counted.map(({ limiter, key }) => limiter.refund(key)));
  throw refused.reason;
}

/**
 * The quotas of every mail a person can make the site send (an invoice, a support request, a
 * registration or a new confirmation link, a password reset link, a quote's confirmation): per
 * sender and per recipient, counted in MongoDB like every limit, so all API instances share
 * them. The counters are taken at once, each atomically; when one refuses, the others get their
 * use back. Built once per app (AppDeps.mailQuota).
 */
export function mailQuota(limits: Limits, allowance: MailAllowance): MailQuota {
  const perSender = limits.limiter(mailPerSender(allowance.perSenderPerDay));
  const perRecipient = limits.limiter(mailPerRecipient(allowance.perRecipientPerHour));
  return {
    async spend(sender, recipients) {
      const toEach = [...new Set(recipients.map(recipientKey))];
      await consumeAll([
        { limiter: perSender, key: sender },
        ...toEach.map((key) => ({ limiter: perRecipient, key })),
      ]);
    },
  };
}
