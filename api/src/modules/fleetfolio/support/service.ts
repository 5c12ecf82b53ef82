import type { SupportInput } from '@freight/contracts';
import { TmsUserModel } from '../../../db/models';
import { HttpError } from '../../../http/errors';
import {
  notificationRecipient,
  sentThroughSite,
  type MailQuota,
  type MailService,
} from '../../../mail';

/**
 * Queues a carrier's support request to the company, with the account as reply-to. It counts
 * against the carrier's daily mail quota only: the recipient is the company itself, and a quota
 * per recipient would let one account use up support for every carrier.
 */
export async function sendSupportRequest(
  ownerId: string,
  input: SupportInput,
  { mail, quota }: { mail: MailService; quota: MailQuota },
): Promise<void> {
  const [account, to] = await Promise.all([
    TmsUserModel.findById(ownerId).lean(),
    notificationRecipient(),
  ]);
  if (!account || !to) throw new HttpError(503, 'Support cannot be reached right now.');
  await quota.spend(`carrier:${ownerId}`, []);
  const message = {
    to,
    subject: `FleetFolio support: ${input.subject}`,
    text: [
      `From: ${account.contactName} <${account.email}>`,
      `Company: ${account.companyName}${account.phone ? `, phone ${account.phone}` : ''}`,
      '',
      input.message,
    ].join('\n'),
  };
  await mail.enqueue(
    sentThroughSite(message, {
      by: `the FleetFolio account of ${account.companyName} (${account.email})`,
      replyTo: account.email,
    }),
  );
}
