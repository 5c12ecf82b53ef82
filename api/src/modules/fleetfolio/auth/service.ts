import {
  FLEET_MESSAGES,
  type FleetAccount,
  type FleetRole,
  type FleetLogin,
  type FleetRegistration,
} from '@freight/contracts';
import mongoose, { Types } from 'mongoose';
import { findActiveAccount, type AccountSource } from '../../../auth/accountSource';
import { refuseWeakPassword } from '../../../auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import type { AttemptSignIn } from '../../../auth/signInLimiter';
import { TmsUserModel } from '../../../db/models/tms_users';
import { conflict } from '../../../http/errors';
import { createDrivers } from '../drivers/service';
import { createFleet } from '../equipment/service';
import { createLoads } from '../loads/service';
import { refuseDuplicate } from '../shared/duplicates';
import { sampleData } from './sampleData';

interface AccountFields {
  _id: Types.ObjectId;
  email: string;
  companyName?: string | null;
  contactName: string;
  carrierId?: Types.ObjectId | null;
  role?: string | null;
  driverId?: Types.ObjectId | null;
}

/** The signed-in person as the area sees them: the account, its carrier and its role. */
export interface CarrierMember extends FleetAccount {
  /** The carrier whose data this person works on: the owner id of every tms_* record. */
  carrierId: string;
}

/** The carrier an account works for: its own id for the account that registered. */
export const carrierOf = (user: Pick<AccountFields, '_id' | 'carrierId'>) =>
  String(user.carrierId ?? user._id);

const toMember = (user: AccountFields, companyName: string): CarrierMember => ({
  id: String(user._id),
  email: user.email,
  companyName,
  contactName: user.contactName,
  // Accounts made before teams are their carrier's owner.
  role: (user.role ?? 'owner') as FleetRole,
  driverId: user.driverId ? String(user.driverId) : null,
  carrierId: carrierOf(user),
});

/** The member as the browser sees them: no carrier id, which it has no use for. */
export const toAccount = ({ carrierId, ...account }: CarrierMember): FleetAccount => {
  void carrierId;
  return account;
};

/**
 * The member with these account fields, with the company name of their carrier; null when the
 * carrier's own account was deactivated (every member loses access with it).
 */
async function memberOf(user: AccountFields): Promise<CarrierMember | null> {
  const carrierId = carrierOf(user);
  if (carrierId === String(user._id)) return toMember(user, user.companyName ?? '');
  const carrier = await TmsUserModel.findOne({ _id: carrierId, isActive: true })
    .select('companyName')
    .lean();
  return carrier ? toMember(user, carrier.companyName ?? '') : null;
}

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
      // The account that registers is the carrier (its own carrierId) and its owner.
      const _id = new Types.ObjectId();
      const [user] = await TmsUserModel.create(
        [{ _id, ...profile, passwordHash, carrierId: _id, role: 'owner' }],
        { session },
      );
      const ownerId = String(user!._id);
      await createLoads(ownerId, sample.loads, session);
      await createDrivers(ownerId, sample.drivers, session);
      await createFleet(ownerId, sample, session);
      return toAccount(toMember(user!, user!.companyName ?? ''));
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
    const user = await TmsUserModel.findOne({
      email: credentials.email,
      isActive: true,
      removedAt: null,
    }).lean();
    const matches = await verifyPassword(user?.passwordHash, credentials.password);
    const member = user && matches ? await memberOf(user) : null;
    return member ? toAccount(member) : null;
  });
}

/**
 * The members behind carrier sessions: none when the account is gone, deactivated or removed from
 * its team, or its carrier was deactivated. Read with the session (or kept until a change to the
 * member or its carrier arrives), so a removal or a role change counts at the next request.
 */
export const memberAccounts: AccountSource<AccountFields, CarrierMember> = {
  collection: TmsUserModel.collection.collectionName,
  active: { isActive: true, removedAt: null },
  fields: ['email', 'companyName', 'contactName', 'carrierId', 'role', 'driverId'],
  view: memberOf,
  relatedIds: (user) => [carrierOf(user)],
};

/** The active member with this account id (see memberAccounts), or null. */
export const activeMember = (accountId: string | undefined) =>
  findActiveAccount(memberAccounts, accountId);
