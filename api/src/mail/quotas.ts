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

async function consumeAll(limiter: Limiter, keys: string[]): Promise<void> {
  const counted: string[] = [];
  try {
    for (const key of keys) {
      await limiter.consume(key);
      counted.push(key);
    }
  } catch (error) {
    await Promise.all(counted.map((key) => limiter.refund(key)));
    throw error;
  }
}

/**
 * The quotas of every mail a person can make the site send (an invoice, a support request, a
 * registration or a new confirmation link, a password reset link, a quote's confirmation): per
 * sender and per recipient, counted in MongoDB like every limit, so all API instances share
 * them. Each counter is taken atomically; when a later one refuses, the earlier get their use
 * back. Built once per app (AppDeps.mailQuota).
 */
export function mailQuota(limits: Limits, allowance: MailAllowance): MailQuota {
  const perSender = limits.limiter(mailPerSender(allowance.perSenderPerDay));
  const perRecipient = limits.limiter(mailPerRecipient(allowance.perRecipientPerHour));
  return {
    async spend(sender, recipients) {
      await perSender.consume(sender);
      try {
        await consumeAll(perRecipient, [...new Set(recipients.map(recipientKey))]);
      } catch (error) {
        await perSender.refund(sender);
        throw error;
      }
    },
  };
}
