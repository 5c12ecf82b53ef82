import type { SupportInput } from '@freight/contracts';
import { TmsUserModel } from '../../../db/models';
import { HttpError } from '../../../http/errors';
import { notificationRecipient, type MailService } from '../../../mail';

/** Queues a carrier's support request to the company, with the account as reply-to. */
export async function sendSupportRequest(
  ownerId: string,
  input: SupportInput,
  mail: MailService,
): Promise<void> {
  const [account, to] = await Promise.all([
    TmsUserModel.findById(ownerId).lean(),
    notificationRecipient(),
  ]);
  if (!account || !to) throw new HttpError(503, 'Support cannot be reached right now.');
  await mail.enqueue({
    to,
    replyTo: account.email,
    subject: `FleetFolio support: ${input.subject}`,
    text: [
      `From: ${account.contactName} <${account.email}>`,
      `Company: ${account.companyName}${account.phone ? `, phone ${account.phone}` : ''}`,
      '',
      input.message,
    ].join('\n'),
  });
}
