import type { PasswordReset } from '@freight/contracts';
import { mailResetLink, resetPassword } from '../../../auth/passwordResets';
import { TmsUserModel } from '../../../db/models/tms_users';
import type { MailService } from '../../../mail';

/** "Forgot password?" of FleetFolio: a link to an active account's address, nothing otherwise. */
export async function mailCarrierResetLink(
  email: string,
  { publicOrigin, mail }: { publicOrigin: string; mail: MailService },
): Promise<void> {
  const user = await TmsUserModel.findOne({ email, isActive: true, removedAt: null }).lean();
  if (!user) return;
  await mailResetLink(
    'carrier',
    String(user._id),
    {
      publicOrigin,
      path: '/fleetfolio/reset-password',
      accountName: 'FleetFolio account',
      to: user.email,
      contactName: user.contactName,
    },
    mail,
  );
}

/** Sets the password chosen at the link; every session of the account ends. */
export function resetCarrierPassword(input: PasswordReset): Promise<void> {
  return resetPassword('carrier', input, {
    find: (id) => TmsUserModel.findOne({ _id: id, isActive: true, removedAt: null }).lean(),
    detailsOf: (user) => [user.email, user.companyName ?? '', user.contactName],
    async store(id, passwordHash) {
      await TmsUserModel.updateOne({ _id: id }, { $set: { passwordHash } });
    },
  });
}
