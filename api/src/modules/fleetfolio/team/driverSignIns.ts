import type { Types } from 'mongoose';
import { TmsUserModel } from '../../../db/models/tms_users';
import { carrierData } from '../../../db/ownerScope';

/**
 * Who signs in, or is about to, with one of the carrier's driver records: the member bound to it
 * (`name (email)`; the index allows one) and the addresses of the invitations neither accepted
 * nor withdrawn that would bind one (an expired one can still be sent again).
 */
export async function signInsOfDriver(carrierId: string, driverId: Types.ObjectId) {
  const [members, invitations] = await Promise.all([
    TmsUserModel.find({ driverId }).select('contactName email').lean(),
    carrierData(carrierId).invites.find({ driverId, acceptedAt: null, withdrawnAt: null }),
  ]);
  return {
    members: members.map((member) => `${member.contactName} (${member.email})`),
    invitations: invitations.map((invitation) => invitation.email),
  };
}
