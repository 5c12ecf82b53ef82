import { createHash, randomBytes } from 'node:crypto';
import {
  FLEET_INVITE_DAYS,
  FLEET_ROLE_LABELS,
  FLEET_TEAM_MESSAGES,
  type InvitableRole,
  type InvitationProblem,
  type InvitationView,
  type InviteInput,
  type InviteStatus,
  type InviteView,
} from '@freight/contracts';
import mongoose, { Types, type ClientSession } from 'mongoose';
import type { TmsInvite } from '../../../db/models';
import { TmsUserModel } from '../../../db/models/tms_users';
import { carrierData, invitationByTokenHash, type Stored } from '../../../db/ownerScope';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import type { MailQuota, MailService } from '../../../mail';
import { carrierOf, type CarrierMember } from '../auth/service';
import { invitationMail } from './mail';

const DAY_MS = 86_400_000;
const INVITE_NOT_FOUND = 'Invitation not found';

type Invite = Stored<TmsInvite>;

/** The SHA-256 of a link's token: what is stored and looked up, never the token itself. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newToken = () => randomBytes(32).toString('base64url');

export function inviteStatus(invite: Invite, now = new Date()): InviteStatus {
  if (invite.acceptedAt) return 'accepted';
  if (invite.withdrawnAt) return 'withdrawn';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export async function inviteView(carrierId: string, invite: Invite): Promise<InviteView> {
  const driver = invite.driverId
    ? await carrierData(carrierId).drivers.findById(String(invite.driverId))
    : null;
  return {
    id: String(invite._id),
    email: invite.email,
    role: invite.role as InvitableRole,
    driverId: invite.driverId ? String(invite.driverId) : null,
    driverName: driver ? [driver.firstName, driver.lastName].filter(Boolean).join(' ') : null,
    status: inviteStatus(invite),
    expiresAt: invite.expiresAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
    renewalRequestedAt: invite.renewalRequestedAt?.toISOString() ?? null,
  };
}

/**
 * Whether `email` may join this carrier: an address of another carrier's account is refused
 * (an account belongs to one carrier), and so is one already on this team.
 */
async function refuseTakenAddress(carrierId: string, email: string) {
  const user = await TmsUserModel.findOne({ email }).select('carrierId isActive removedAt').lean();
  if (!user) return;
  if (carrierOf(user) !== carrierId) throw conflict(FLEET_TEAM_MESSAGES.addressInAnotherCarrier);
  if (user.isActive && !user.removedAt) throw conflict(FLEET_TEAM_MESSAGES.alreadyOnTeam);
}

/** A driver invitation names one of the carrier's drivers that has no sign-in yet. */
async function refuseUnbindableDriver(carrierId: string, driverId: string | null | undefined) {
  if (!driverId) return;
  if (!(await carrierData(carrierId).drivers.findById(driverId))) {
    throw badRequest('Driver not found', { driverId: 'Driver not found' });
  }
  if (await TmsUserModel.exists({ driverId: new Types.ObjectId(driverId) })) {
    throw conflict(FLEET_TEAM_MESSAGES.driverAlreadyBound);
  }
}

async function carrierName(carrierId: string) {
  const carrier = await TmsUserModel.findById(carrierId).select('companyName').lean();
  return carrier?.companyName ?? '';
}

/** Where invitation links point, the outbox their mail goes through and the mail quotas. */
export interface InviteMailing {
  origin: string;
  mail: MailService;
  quota: MailQuota;
}

/**
 * Counts an invitation mail against the carrier's daily mail quota and the invitee's hourly one
 * (shared with invoices and support): 429 once spent, before anything is stored.
 */
const spendQuota = (carrierId: string, email: string, { quota }: InviteMailing) =>
  quota.spend(`carrier:${carrierId}`, [email]);

/** Queues the invitation mail in the transaction that stores the invitation's new link. */
async function queueLink(
  carrierId: string,
  invite: Invite,
  token: string,
  from: CarrierMember,
  { origin, mail }: InviteMailing,
  session: ClientSession,
) {
  const message = invitationMail({
    link: `${origin}/fleetfolio/invite/${token}`,
    to: invite.email,
    companyName: await carrierName(carrierId),
    invitedBy: from,
    roleLabel: FLEET_ROLE_LABELS[invite.role as InvitableRole],
    expiresAt: invite.expiresAt,
  });
  await mail.enqueue(message, { session });
}

/**
 * Invites `input.email` to the carrier's team: a single-use link valid FLEET_INVITE_DAYS days,
 * mailed to the address, within the mail quotas. A pending invitation of the same address is
 * withdrawn (its link dies). The invitation, its mail and the withdrawal are written in one transaction: all or nothing.
 */
export async function inviteMember(
  carrierId: string,
  inviter: CarrierMember,
  input: InviteInput,
  mailing: InviteMailing,
): Promise<InviteView> {
  await refuseTakenAddress(carrierId, input.email);
  await refuseUnbindableDriver(carrierId, input.role === 'driver' ? input.driverId : null);
  await spendQuota(carrierId, input.email, mailing);
  const token = newToken();
  const invite = await mongoose.connection.transaction(async (session: ClientSession) => {
    const created = await carrierData(carrierId, { session }).invites.create({
      email: input.email,
      role: input.role,
      ...(input.role === 'driver' ? { driverId: new Types.ObjectId(input.driverId!) } : {}),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + FLEET_INVITE_DAYS * DAY_MS),
      invitedBy: new Types.ObjectId(inviter.id),
    });
    await queueLink(carrierId, created, token, inviter, mailing, session);
    await withdrawOthers(carrierId, created, session);
    return created;
  });
  return inviteView(carrierId, invite);
}

async function withdrawOthers(carrierId: string, kept: Invite, session: ClientSession) {
  const invites = carrierData(carrierId, { session }).invites;
  const open = await invites.find({ email: kept.email, acceptedAt: null, withdrawnAt: null });
  for (const other of open.filter((invite) => String(invite._id) !== String(kept._id))) {
    await invites.updateById(String(other._id), { withdrawnAt: new Date() });
  }
}

async function openInvite(carrierId: string, id: string) {
  const invite = await carrierData(carrierId).invites.findById(id);
  if (!invite || invite.acceptedAt || invite.withdrawnAt) throw notFound(INVITE_NOT_FOUND);
  return invite;
}

/**
 * A new link (and 7 more days) for a pending or expired invitation, within the mail quotas; the
 * old link dies.
 */
export async function resendInvite(
  carrierId: string,
  inviter: CarrierMember,
  id: string,
  mailing: InviteMailing,
): Promise<InviteView> {
  const invite = await openInvite(carrierId, id);
  await refuseTakenAddress(carrierId, invite.email);
  await spendQuota(carrierId, invite.email, mailing);
  const token = newToken();
  const renewed = await mongoose.connection.transaction(async (session: ClientSession) => {
    const updated = await carrierData(carrierId, { session }).invites.updateById(id, {
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + FLEET_INVITE_DAYS * DAY_MS),
      renewalRequestedAt: null,
    });
    if (!updated) throw notFound(INVITE_NOT_FOUND);
    await queueLink(carrierId, updated, token, inviter, mailing, session);
    return updated;
  });
  return inviteView(carrierId, renewed);
}

/** Withdraws an invitation: its link answers that it was withdrawn. */
export async function withdrawInvite(carrierId: string, id: string): Promise<void> {
  await openInvite(carrierId, id);
  await carrierData(carrierId).invites.updateById(id, { withdrawnAt: new Date() });
}

const PROBLEMS: Record<Exclude<InvitationProblem, 'unknown'>, string> = {
  expired: FLEET_TEAM_MESSAGES.inviteExpired,
  used: FLEET_TEAM_MESSAGES.inviteUsed,
  withdrawn: FLEET_TEAM_MESSAGES.inviteWithdrawn,
};

const problem = (reason: InvitationProblem) =>
  reason === 'unknown'
    ? new HttpError(404, FLEET_TEAM_MESSAGES.inviteUnknown, { reason })
    : new HttpError(410, PROBLEMS[reason], { reason });

/** The invitation a token opens, whatever its state (404 when no invitation has it). */
export async function invitationOf(token: string): Promise<Invite> {
  const invite = await invitationByTokenHash(hashToken(token));
  const carrierActive =
    invite && (await TmsUserModel.exists({ _id: invite.ownerId, isActive: true }));
  if (!invite || !carrierActive) throw problem('unknown');
  return invite;
}

/** The invitation a token opens when it can still be used; else 410 saying why (or 404). */
export async function usableInvitation(token: string): Promise<Invite> {
  const invite = await invitationOf(token);
  const status = inviteStatus(invite);
  if (status === 'accepted') throw problem('used');
  if (status !== 'pending') throw problem(status);
  return invite;
}

/** What the invitation page shows: the address, the role and the carrier's name. */
export async function invitationView(token: string): Promise<InvitationView> {
  const invite = await usableInvitation(token);
  return {
    email: invite.email,
    role: invite.role as InvitableRole,
    companyName: await carrierName(String(invite.ownerId)),
  };
}
