import {
  CLIENT_PORTAL_MESSAGES as M,
  type ClientLogin,
  type ClientRegistration,
  type ClientUser,
} from '@freight/contracts';
import type { AccountSource } from '../../auth/accountSource';
import { refuseWeakPassword } from '../../auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AttemptSignIn } from '../../auth/signInLimiter';
import mongoose from 'mongoose';
import { ClientPortalUserModel } from '../../db/models';
import { forgetResetLink } from '../../auth/passwordResets';
import { endSessionsOf } from '../../auth/session';
import { conflict } from '../../http/errors';
import type { MailQuota, MailService } from '../../mail';
import { newVerification, verificationMail } from './verification';

const SIGN_IN_FAILED = 'Invalid email or password';

interface ClientRecord {
  _id: unknown;
  email: string;
  companyName: string;
  contactName: string;
  phone?: string | null;
  emailVerifiedAt?: Date | null;
}

function clientView(client: ClientRecord): ClientUser {
  return {
    id: String(client._id),
    email: client.email,
    companyName: client.companyName,
    contactName: client.contactName,
    phone: client.phone ?? '',
    emailVerified: Boolean(client.emailVerifiedAt),
  };
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Creates the account and queues the link that proves the address is theirs, in one
 * transaction. Emails are stored lower case, so the unique index is case-insensitive. A
 * confirmed address is taken (409); an unconfirmed registration of the same address never
 * blocks it: it is replaced, under a new id, so its link, its reset link and its signed-in
 * sessions die with it.
 */
export async function registerClient(
  input: ClientRegistration,
  links: { publicOrigin: string; mail: MailService; quota: MailQuota; address: string },
): Promise<ClientUser> {
  const { password, ...profile } = input;
  refuseWeakPassword(password, [profile.email, profile.companyName, profile.contactName]);
  // Each registration mails its address: counted before anything is stored.
  await links.quota.spend(`address:${links.address}`, [profile.email]);
  const passwordHash = await hashPassword(password);
  const { token, fields } = newVerification();
  let registered;
  try {
    registered = await mongoose.connection.transaction(async (session) => {
      const pending = await ClientPortalUserModel.findOneAndDelete(
        { email: profile.email, emailVerifiedAt: null },
        { session },
      ).lean();
      const [created] = await ClientPortalUserModel.create(
        [{ ...profile, ...fields, passwordHash, lastLoginAt: new Date() }],
        { session },
      );
      const confirmation = {
        publicOrigin: links.publicOrigin,
        to: created!.email,
        contactName: created!.contactName,
        token,
        requestedBy: 'someone registering this address for a client portal account',
      };
      await links.mail.enqueue(verificationMail(confirmation), { session });
      return { created: created!, replaced: pending ? String(pending._id) : undefined };
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(M.emailTaken);
    throw error;
  }
  const { created, replaced } = registered;
  if (replaced) {
    await endSessionsOf('client', replaced);
    await forgetResetLink('client', replaced);
  }
  return clientView(created);
}

/** Checks the credentials under the shared sign-in limiter; unknown email and wrong password fail alike. */
export function authenticateClient(
  attemptSignIn: AttemptSignIn,
  credentials: ClientLogin,
  ip: string,
): Promise<ClientUser> {
  const attempt = {
    kind: 'client' as const,
    account: credentials.email,
    ip,
    failureMessage: SIGN_IN_FAILED,
  };
  return attemptSignIn(attempt, async () => {
    const client = await ClientPortalUserModel.findOne({
      email: credentials.email,
      isActive: true,
    }).lean();
    const matches = await verifyPassword(client?.passwordHash, credentials.password);
    if (!client || !matches) return null;
    await ClientPortalUserModel.updateOne(
      { _id: client._id },
      { $set: { lastLoginAt: new Date() } },
    );
    return clientView(client);
  });
}

/** The clients behind client sessions: active ones only (the guard ends any other session). */
export const clientAccounts: AccountSource<ClientRecord, ClientUser> = {
  collection: ClientPortalUserModel.collection.collectionName,
  active: { isActive: true },
  fields: ['email', 'companyName', 'contactName', 'phone', 'emailVerifiedAt'],
  view: clientView,
};
