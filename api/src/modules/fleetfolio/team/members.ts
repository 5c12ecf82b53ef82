import {
  FLEET_TEAM_MESSAGES,
  type FleetRole,
  type InviteAcceptInput,
  type RoleChangeInput,
  type TeamMemberView,
  type TeamView,
} from '@freight/contracts';
import mongoose, { Types, type ClientSession } from 'mongoose';
import { refuseWeakPassword } from '../../../auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { endSessionsOf } from '../../../auth/session';
import { TmsUserModel, type TmsUser } from '../../../db/models/tms_users';
import { carrierData } from '../../../db/ownerScope';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { MailQuota, MailService } from '../../../mail';
import type { CarrierMember } from '../auth/service';
import { refuseDuplicate } from '../shared/duplicates';
import { inviteStatus, inviteView, usableInvitation, invitationOf } from './invites';
import { renewalRequestMail } from './mail';

const MEMBER_NOT_FOUND = 'Team member not found';
const ALREADY_SIGNED_IN = 'This address or driver already has a FleetFolio sign-in';
const TRANSFER_TO_DISPATCHER = 'Ownership goes to a dispatcher: change their role first';

type User = TmsUser & { _id: Types.ObjectId; createdAt: Date };

/** The carrier's active members, its own account first (also one made before teams). */
async function activeMembers(carrierId: string): Promise<User[]> {
  const members = (await TmsUserModel.find({ carrierId, isActive: true, removedAt: null })
    .sort({ createdAt: 1 })
    .lean()) as User[];
  if (!members.some((member) => String(member._id) === carrierId)) {
    const own = await TmsUserModel.findOne({ _id: carrierId, isActive: true, removedAt: null });
    if (own) members.unshift(own.toObject() as User);
  }
  return members;
}

const roleOf = (user: User) => (user.role ?? 'owner') as FleetRole;

async function memberView(carrierId: string, user: User, you: string): Promise<TeamMemberView> {
  const driver = user.driverId
    ? await carrierData(carrierId).drivers.findById(String(user.driverId))
    : null;
  return {
    id: String(user._id),
    name: user.contactName,
    email: user.email,
    role: roleOf(user),
    driverId: user.driverId ? String(user.driverId) : null,
    driverName: driver ? [driver.firstName, driver.lastName].filter(Boolean).join(' ') : null,
    joinedAt: user.createdAt.toISOString(),
    isYou: String(user._id) === you,
  };
}

/** The owner's Team screen: the members and the invitations not yet accepted or withdrawn. */
export async function teamView(carrierId: string, you: string): Promise<TeamView> {
  const members = await activeMembers(carrierId);
  const invites = await carrierData(carrierId).invites.find({
    acceptedAt: null,
    withdrawnAt: null,
  });
  return {
    members: await Promise.all(members.map((user) => memberView(carrierId, user, you))),
    invites: await Promise.all(invites.map((invite) => inviteView(carrierId, invite))),
  };
}

/** A member of this carrier other than the one asking, who is not the owner. */
async function changeableMember(carrierId: string, owner: CarrierMember, id: string) {
  if (id === owner.id) throw conflict(FLEET_TEAM_MESSAGES.cannotChangeYourself);
  const member = (await activeMembers(carrierId)).find((user) => String(user._id) === id);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (roleOf(member) === 'owner') throw conflict(FLEET_TEAM_MESSAGES.ownerOnlyOne);
  return member;
}

async function refuseBoundDriver(carrierId: string, driverId: string, memberId: string) {
  if (!(await carrierData(carrierId).drivers.findById(driverId))) {
    throw badRequest('Driver not found', { driverId: 'Driver not found' });
  }
  const bound = await TmsUserModel.findOne({ driverId: new Types.ObjectId(driverId) })
    .select('_id')
    .lean();
  if (bound && String(bound._id) !== memberId) {
    throw conflict(FLEET_TEAM_MESSAGES.driverAlreadyBound);
  }
}

/**
 * Makes a member a dispatcher or a driver (of one driver record). Their sessions end, so they
 * sign in again into the screens of their new role.
 */
export async function changeRole(
  carrierId: string,
  owner: CarrierMember,
  id: string,
  input: RoleChangeInput,
) {
  await changeableMember(carrierId, owner, id);
  if (input.role === 'driver') await refuseBoundDriver(carrierId, input.driverId!, id);
  const update =
    input.role === 'driver'
      ? { $set: { role: 'driver', driverId: new Types.ObjectId(input.driverId!) } }
      : { $set: { role: input.role }, $unset: { driverId: 1 } };
  await refuseDuplicate(
    () => TmsUserModel.updateOne({ _id: id }, update, { runValidators: true }),
    FLEET_TEAM_MESSAGES.driverAlreadyBound,
  );
  await endSessionsOf('carrier', id);
}

/**
 * Removes a member: their account goes and every session of theirs ends at once. The carrier's
 * own account (a former owner, after a transfer) keeps the carrier's data and profile: its
 * sign-in is closed instead.
 */
export async function removeMember(carrierId: string, owner: CarrierMember, id: string) {
  await changeableMember(carrierId, owner, id);
  if (id === carrierId) {
    await TmsUserModel.updateOne(
      { _id: id },
      { $set: { removedAt: new Date() }, $unset: { driverId: 1 } },
    );
  } else {
    await TmsUserModel.deleteOne({ _id: id, carrierId });
  }
  await endSessionsOf('carrier', id);
}

/**
 * Hands the carrier to a dispatcher, after the owner typed their password again: in one
 * transaction the owner becomes a dispatcher and the member the owner (one owner per carrier
 * is also a unique index).
 */
export async function transferOwnership(
  carrierId: string,
  owner: CarrierMember,
  id: string,
  password: string,
) {
  const account = await TmsUserModel.findById(owner.id).select('passwordHash').lean();
  if (!(await verifyPassword(account?.passwordHash, password))) {
    throw forbidden(FLEET_TEAM_MESSAGES.wrongPassword);
  }
  const member = await changeableMember(carrierId, owner, id);
  if (roleOf(member) !== 'dispatcher') throw conflict(TRANSFER_TO_DISPATCHER);
  await mongoose.connection.transaction(async (session: ClientSession) => {
    await TmsUserModel.updateOne(
      { _id: owner.id },
      { $set: { role: 'dispatcher', carrierId } },
      { session },
    );
    await TmsUserModel.updateOne({ _id: id }, { $set: { role: 'owner' } }, { session });
  });
}

/** The account an accepted invitation creates, or (for a former member) opens again. */
async function joinedAccount(
  carrierId: string,
  invite: Awaited<ReturnType<typeof usableInvitation>>,
  input: InviteAcceptInput,
  session: ClientSession,
) {
  const fields = {
    passwordHash: await hashPassword(input.password),
    contactName: input.name,
    carrierId: new Types.ObjectId(carrierId),
    role: invite.role,
    ...(invite.driverId ? { driverId: invite.driverId } : {}),
  };
  const former = await TmsUserModel.findOne({ email: invite.email }).session(session);
  if (!former) {
    const [created] = await TmsUserModel.create([{ email: invite.email, ...fields }], { session });
    return String(created!._id);
  }
  const closed = !former.isActive || former.removedAt;
  if (String(former.carrierId ?? former._id) !== carrierId || !closed) {
    throw conflict(ALREADY_SIGNED_IN);
  }
  await TmsUserModel.updateOne(
    { _id: former._id },
    { $set: { ...fields, isActive: true }, $unset: { removedAt: 1 } },
    { session },
  );
  return String(former._id);
}

/**
 * Accepts an invitation: the link is used up and the invitee's account is created with the
 * password they chose, in one transaction (a second use of the link finds it used).
 */
export async function acceptInvitation(input: InviteAcceptInput): Promise<string> {
  const invite = await usableInvitation(input.token);
  refuseWeakPassword(input.password, [invite.email, input.name]);
  const carrierId = String(invite.ownerId);
  const accept = () =>
    mongoose.connection.transaction(async (session: ClientSession) => {
      const invites = carrierData(carrierId, { session }).invites;
      const claimed = await invites.updateOne(
        { tokenHash: invite.tokenHash, acceptedAt: null, withdrawnAt: null },
        { acceptedAt: new Date() },
      );
      if (claimed.modifiedCount !== 1) await usableInvitation(input.token);
      const accountId = await joinedAccount(carrierId, invite, input, session);
      await invites.updateById(String(invite._id), { acceptedBy: new Types.ObjectId(accountId) });
      return accountId;
    });
  return refuseDuplicate(accept, ALREADY_SIGNED_IN);
}

/** How a request for a new invitation is mailed: the outbox, the quotas and the caller's address. */
interface RenewalMailing {
  mail: MailService;
  quota: MailQuota;
  address: string;
}

/**
 * Someone with a dead link (expired, used or withdrawn) asks for a new invitation: the carrier's
 * owner is mailed once per invitation, whatever the link's state, and sees an expired one's
 * request under Team. The answer is the same whether or not a mail goes, so asking again reveals
 * nothing and cannot flood the owner. The mail counts against the caller's and the owner's mail
 * quotas (429 before anything is marked). The mark and the mail are one transaction.
 */
export async function requestRenewal(token: string, mailing: RenewalMailing): Promise<void> {
  const invite = await invitationOf(token);
  const status = inviteStatus(invite);
  if (status === 'pending') throw conflict('Your invitation is still valid: open it to join');
  if (invite.renewalRequestedAt) return;
  const carrierId = String(invite.ownerId);
  const owner = (await activeMembers(carrierId)).find((user) => roleOf(user) === 'owner');
  const carrier = await TmsUserModel.findById(carrierId).select('companyName').lean();
  if (!owner) return;
  await mailing.quota.spend(`address:${mailing.address}`, [owner.email]);
  await mongoose.connection.transaction(async (session: ClientSession) => {
    const marked = await carrierData(carrierId, { session }).invites.updateOne(
      { tokenHash: invite.tokenHash, renewalRequestedAt: null },
      { renewalRequestedAt: new Date() },
    );
    if (marked.modifiedCount !== 1) return;
    const message = renewalRequestMail({
      to: owner.email,
      invitee: invite.email,
      companyName: carrier?.companyName ?? '',
      reason: status === 'accepted' ? 'used' : status,
    });
    await mailing.mail.enqueue(message, { session });
  });
}
