import Joi from 'joi';
import { FLEET_MESSAGES, FLEET_PASSWORD_MIN_LENGTH } from './fleetfolioTexts';
import { friendly } from './friendlyMessages';
import { emailAddress } from './emailAddress';

/** Who a FleetFolio account is within its carrier (issue 22). */
export const FLEET_ROLE_LABELS = {
  owner: 'Owner',
  dispatcher: 'Dispatcher',
  driver: 'Driver',
} as const;
export type FleetRole = keyof typeof FLEET_ROLE_LABELS;
export const FLEET_ROLES = Object.keys(FLEET_ROLE_LABELS) as FleetRole[];
/** The roles an owner invites (one owner per carrier; ownership is transferred, not invited). */
export const INVITABLE_ROLES = ['dispatcher', 'driver'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const FLEET_ROLE_DESCRIPTIONS: Record<FleetRole, string> = {
  owner: 'Everything, including invoices, payments, reports, settlements and the team.',
  dispatcher: 'Loads, trips, the dispatch board, drivers, equipment, customers and documents.',
  driver: "Only the driver's phone view of their own trips.",
};

/** Days an invitation link stays valid. */
export const FLEET_INVITE_DAYS = 7;

export const FLEET_TEAM_MESSAGES = {
  inviteSentTitle: 'Invitation Sent',
  addressInAnotherCarrier:
    "This address already belongs to another carrier's FleetFolio account. Ask them to use another address.",
  alreadyOnTeam: 'This address already belongs to a member of your team',
  driverAlreadyBound: 'This driver already has a FleetFolio sign-in',
  driverRequired: 'Choose the driver record this person drives as',
  inviteExpired:
    'This invitation has expired. Invitations are valid for 7 days: ask for a new one below.',
  inviteUsed: 'This invitation has already been used. Sign in with the password you chose.',
  inviteWithdrawn: 'This invitation was withdrawn by the carrier. Ask them for a new one.',
  inviteUnknown: 'This invitation link is not valid. Check that you opened the whole link.',
  renewalRequested:
    'We have asked the carrier to send you a new invitation. It will come by email.',
  ownerOnlyOne: 'A carrier has exactly one owner: transfer ownership to change it',
  cannotChangeYourself: 'You cannot change or remove your own membership',
  wrongPassword: 'Your password is not correct',
  forbidden: 'Your role does not allow this',
} as const;

const id = (label: string) =>
  Joi.string()
    .pattern(/^[0-9a-f]{24}$/i)
    .label(label)
    .messages({
      'string.pattern.base': `${label} is not valid`,
      'any.required': `${label} is required`,
      'string.empty': `${label} is required`,
    });

const email = emailAddress().required().label('Email').messages({
  'any.required': 'Email is required',
  'string.empty': 'Email is required',
  'string.email': 'Please enter a valid email address',
});

const role = Joi.string()
  .valid(...INVITABLE_ROLES)
  .required()
  .label('Role')
  .messages({ 'any.only': 'Choose dispatcher or driver', 'any.required': 'Role is required' });

const driverFor = Joi.when('role', {
  is: 'driver',
  then: id('Driver').required().messages({
    'any.required': FLEET_TEAM_MESSAGES.driverRequired,
    'string.empty': FLEET_TEAM_MESSAGES.driverRequired,
  }),
  otherwise: Joi.valid('', null)
    .label('Driver')
    .messages({ 'any.only': 'Only a driver is linked to a driver record' }),
});

export interface InviteInput {
  email: string;
  role: InvitableRole;
  /** The driver record a driver acts as; empty for a dispatcher. */
  driverId?: string | null;
}

export const inviteSchema = friendly(Joi.object<InviteInput>({ email, role, driverId: driverFor }));

export interface RoleChangeInput {
  role: InvitableRole;
  driverId?: string | null;
}

export const roleChangeSchema = friendly(
  Joi.object<RoleChangeInput>({ role, driverId: driverFor }),
);

/** The link's token: 32 random bytes in base64url. */
export const inviteTokenSchema = Joi.string()
  .pattern(/^[A-Za-z0-9_-]{43}$/)
  .required()
  .label('Invitation link')
  .messages({ 'string.pattern.base': FLEET_TEAM_MESSAGES.inviteUnknown });

export interface InviteAcceptInput {
  token: string;
  name: string;
  password: string;
  confirmPassword: string;
}

export const inviteAcceptSchema = friendly(
  Joi.object<InviteAcceptInput>({
    token: inviteTokenSchema,
    name: Joi.string().trim().max(120).required().messages({
      'any.required': 'Your name is required',
      'string.empty': 'Your name is required',
    }),
    password: Joi.string().min(FLEET_PASSWORD_MIN_LENGTH).max(200).required().messages({
      'any.required': 'Password is required',
      'string.empty': 'Password is required',
      'string.min': FLEET_MESSAGES.passwordTooShort,
    }),
    confirmPassword: Joi.any().valid(Joi.ref('password')).required().messages({
      'any.only': FLEET_MESSAGES.passwordsDoNotMatch,
      'any.required': 'Please confirm your password',
    }),
  }),
);

export const inviteRenewalSchema = friendly(
  Joi.object<{ token: string }>({ token: inviteTokenSchema }),
);

export interface OwnershipTransferInput {
  /** The owner's own password, asked again before giving the carrier away. */
  password: string;
}

export const ownershipTransferSchema = friendly(
  Joi.object<OwnershipTransferInput>({
    password: Joi.string().max(200).required().messages({
      'any.required': 'Enter your password to confirm',
      'string.empty': 'Enter your password to confirm',
    }),
  }),
);

export interface TeamMemberView {
  id: string;
  name: string;
  email: string;
  role: FleetRole;
  driverId: string | null;
  driverName: string | null;
  joinedAt: string;
  /** The signed-in account itself. */
  isYou: boolean;
}

export type InviteStatus = 'pending' | 'expired' | 'accepted' | 'withdrawn';

export interface InviteView {
  id: string;
  email: string;
  role: InvitableRole;
  driverId: string | null;
  driverName: string | null;
  status: InviteStatus;
  expiresAt: string;
  createdAt: string;
  /** The invitee asked for a new link after this one expired. */
  renewalRequestedAt: string | null;
}

export interface TeamView {
  members: TeamMemberView[];
  invites: InviteView[];
}

/** What the invitation page shows before the password is set. */
export interface InvitationView {
  email: string;
  role: InvitableRole;
  companyName: string;
}

/** Why a link cannot be used (answered with 410, or 404 for an unknown token). */
export type InvitationProblem = 'expired' | 'used' | 'withdrawn' | 'unknown';

// --- Activity log ---------------------------------------------------------------------------

export const ACTIVITY_RECORD_LABELS = {
  account: 'Account',
  load: 'Load',
  trip: 'Trip',
  driver: 'Driver',
  truck: 'Truck',
  trailer: 'Trailer',
  customer: 'Customer',
  invoice: 'Invoice',
  document: 'Document',
  ifta: 'IFTA line',
  member: 'Team member',
  invite: 'Invitation',
  settlement: 'Settlement',
  pay_item: 'Pay item',
  support: 'Support request',
} as const;
export type ActivityRecordType = keyof typeof ACTIVITY_RECORD_LABELS;
export const ACTIVITY_RECORD_TYPES = Object.keys(ACTIVITY_RECORD_LABELS) as ActivityRecordType[];

export interface ActivityEntryView {
  id: string;
  at: string;
  actorId: string;
  actorName: string;
  actorRole: FleetRole;
  recordType: ActivityRecordType;
  recordId: string | null;
  recordLabel: string;
  /** What was done, e.g. 'Updated load LD-1001'. */
  summary: string;
}

export interface ActivityPage {
  entries: ActivityEntryView[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: string | null;
}

const day = (label: string) =>
  Joi.string()
    .pattern(/^\d{4}-\d{2}-\d{2}$/)
    .label(label)
    .messages({ 'string.pattern.base': 'Dates must look like 2026-03-01' });

export interface ActivityQuery {
  actorId?: string;
  recordType?: ActivityRecordType;
  recordId?: string;
  from?: string;
  to?: string;
  before?: string;
  limit?: number;
}

export const activityQuerySchema = friendly(
  Joi.object<ActivityQuery>({
    actorId: id('Member'),
    recordType: Joi.string()
      .valid(...ACTIVITY_RECORD_TYPES)
      .label('Record type')
      .messages({ 'any.only': 'Choose a record type from the list' }),
    recordId: id('Record'),
    from: day('From'),
    to: day('To'),
    before: id('Page'),
    limit: Joi.number().integer().min(1).max(100).default(50).label('Page size'),
  }),
);
