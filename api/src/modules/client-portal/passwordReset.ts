import type { PasswordReset } from '@freight/contracts';
import { mailResetLink, resetPassword } from '../../auth/passwordResets';
import { ClientPortalUserModel } from '../../db/models';
import type { MailService } from '../../mail';

/**
 * "Forgot password?" of the client portal: a link to an active account's address, nothing for
 * an unknown one (the answer is the same either way).
 */
export async function mailClientResetLink(
  email: string,
  { publicOrigin, mail }: { publicOrigin: string; mail: MailService },
): Promise<void> {
  const client = await ClientPortalUserModel.findOne({ email, isActive: true }).lean();
  if (!client) return;
  await mailResetLink(
    'client',
    String(client._id),
    {
      publicOrigin,
      path: '/client-portal/reset-password',
      accountName: 'client portal account',
      to: client.email,
      contactName: client.contactName,
    },
    mail,
  );
}

/**
 * Sets the password chosen at the link. The link proves the mailbox, so an unconfirmed
 * registration is confirmed too (whoever registered it loses it, their sessions ended).
 */
export function resetClientPassword(input: PasswordReset): Promise<void> {
  return resetPassword('client', input, {
    find: (id) => ClientPortalUserModel.findOne({ _id: id, isActive: true }).lean(),
    detailsOf: (client) => [client.email, client.companyName, client.contactName],
    async store(id, passwordHash, now) {
      await ClientPortalUserModel.updateOne({ _id: id }, { $set: { passwordHash } });
      await ClientPortalUserModel.updateOne(
        { _id: id, emailVerifiedAt: null },
        { $set: { emailVerifiedAt: now } },
      );
    },
  });
}
