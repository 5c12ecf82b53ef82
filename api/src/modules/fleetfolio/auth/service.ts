import {
  FLEET_MESSAGES,
  type FleetAccount,
  type FleetLogin,
  type FleetRegistration,
} from '@freight/contracts';
import mongoose from 'mongoose';
import { refuseWeakPassword } from '../../../auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import type { AttemptSignIn } from '../../../auth/signInLimiter';
import { TmsUserModel } from '../../../db/models/tms_users';
import { isObjectId } from '../../../db/ids';
import { conflict } from '../../../http/errors';
import { createDrivers } from '../drivers/service';
import { createFleet } from '../equipment/service';
import { createLoads } from '../loads/service';
import { refuseDuplicate } from '../shared/duplicates';
import { sampleData } from './sampleData';

interface AccountFields {
  _id: unknown;
  email: string;
  companyName: string;
  contactName: string;
}

const toAccount = (user: AccountFields): FleetAccount => ({
  id: String(user._id),
  email: user.email,
  companyName: user.companyName,
  contactName: user.contactName,
});

/**
 * Creates the carrier account and its sample data in one transaction: either the account
 * exists with everything its first view shows, or nothing was stored.
 */
export async function registerCarrier(input: FleetRegistration): Promise<FleetAccount> {
  const { password, confirmPassword, ...profile } = input;
  void confirmPassword;
  refuseWeakPassword(password, [profile.email, profile.companyName, profile.contactName]);
  if (await TmsUserModel.exists({ email: profile.email }))
    throw conflict(FLEET_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(password);
  const sample = sampleData();
  const register = () =>
    mongoose.connection.transaction(async (session) => {
      const [user] = await TmsUserModel.create([{ ...profile, passwordHash }], { session });
      const ownerId = String(user!._id);
      await createLoads(ownerId, sample.loads, session);
      await createDrivers(ownerId, sample.drivers, session);
      await createFleet(ownerId, sample, session);
      return toAccount(user!);
    });
  return refuseDuplicate(register, FLEET_MESSAGES.emailTaken);
}

/** Checks email and password under the sign-in limiter; unknown email and wrong password fail alike. */
export function authenticateCarrier(
  attemptSignIn: AttemptSignIn,
  credentials: FleetLogin,
  ip: string,
): Promise<FleetAccount> {
  const attempt = {
    kind: 'carrier' as const,
    account: credentials.email,
    ip,
    failureMessage: FLEET_MESSAGES.invalidCredentials,
  };
  return attemptSignIn(attempt, async () => {
    const user = await TmsUserModel.findOne({ email: credentials.email, isActive: true }).lean();
    const matches = await verifyPassword(user?.passwordHash, credentials.password);
    return user && matches ? toAccount(user) : null;
  });
}

/** The active account behind a session, or null when it is gone or deactivated. */
export async function activeCarrier(accountId: string | undefined): Promise<FleetAccount | null> {
  if (!isObjectId(accountId)) return null;
  const user = await TmsUserModel.findOne({ _id: accountId, isActive: true })
    .select('email companyName contactName')
    .lean();
  return user ? toAccount(user) : null;
}
