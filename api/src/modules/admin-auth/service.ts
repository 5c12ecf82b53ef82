import type { Types } from 'mongoose';
import { ADMIN_AUTH_MESSAGES, type AdminAuthStatus, type AdminLogin } from '@freight/contracts';
import type { AccountSource } from '../../auth/accountSource';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AttemptSignIn } from '../../auth/signInLimiter';
import { AdminModel } from '../../db/models/admins';

export interface DefaultAdminSettings {
  adminUsername: string;
  adminPassword: string;
  adminEmail: string;
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** Creates the default admin; false when another instance starting at the same moment did. */
async function createDefaultAdmin(settings: DefaultAdminSettings): Promise<boolean> {
  try {
    await AdminModel.create({
      username: settings.adminUsername,
      email: settings.adminEmail,
      passwordHash: await hashPassword(settings.adminPassword),
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Creates the default admin from ADMIN_USERNAME / ADMIN_PASSWORD at start, and follows a changed
 * ADMIN_PASSWORD: the hint on the sign-in page says the credentials are changed that way.
 */
export async function ensureDefaultAdmin(settings: DefaultAdminSettings): Promise<void> {
  const existing = await AdminModel.findOne({ username: settings.adminUsername });
  if (!existing) {
    if (await createDefaultAdmin(settings)) return;
    // Another instance created it meanwhile: its password is checked as any existing one's.
    return ensureDefaultAdmin(settings);
  }
  if (await verifyPassword(existing.passwordHash, settings.adminPassword)) return;
  existing.passwordHash = await hashPassword(settings.adminPassword);
  await existing.save();
}

export interface SignedInAdmin {
  id: string;
  username: string;
}

interface AdminRecord {
  _id: Types.ObjectId;
  username: string;
}

/** Checks the credentials under the sign-in limiter; unknown user and wrong password fail alike. */
export function authenticateAdmin(
  attemptSignIn: AttemptSignIn,
  credentials: AdminLogin,
  ip: string,
): Promise<SignedInAdmin> {
  const attempt = {
    kind: 'admin' as const,
    account: credentials.username,
    ip,
    failureMessage: ADMIN_AUTH_MESSAGES.loginFailedDescription,
  };
  return attemptSignIn(attempt, async () => {
    const admin = await AdminModel.findOne({
      username: credentials.username,
      isActive: true,
    }).lean();
    const matches = await verifyPassword(admin?.passwordHash, credentials.password);
    return admin && matches ? { id: String(admin._id), username: admin.username } : null;
  });
}

/** The admins behind admin sessions: active ones only. */
export const adminAccounts: AccountSource<AdminRecord, SignedInAdmin> = {
  collection: AdminModel.collection.collectionName,
  active: { isActive: true },
  fields: ['username'],
  view: (admin) => ({ id: String(admin._id), username: admin.username }),
};

/** What the admin screens' session check answers for the signed-in admin, or none. */
export function authStatus(admin: SignedInAdmin | null): AdminAuthStatus {
  return admin ? { isAuthenticated: true, username: admin.username } : { isAuthenticated: false };
}
