import type { LimitRule } from '../../../limits';

/** Invitations (each a mail to an address the carrier chooses) one carrier may send a day. */
export const TEAM_INVITATIONS: LimitRule = {
  name: 'fleetfolio_team_invitations',
  points: 30,
  windowSeconds: 24 * 60 * 60,
  message: 'Your team has sent many invitations today. Please try again tomorrow.',
};

/** Requests for a new invitation (each mails the carrier's owner) from one address an hour. */
export const INVITATION_RENEWALS: LimitRule = {
  name: 'fleetfolio_invitation_renewals',
  points: 10,
  windowSeconds: 60 * 60,
  message: 'Too many requests from this address. Please try again later.',
};

/** Invitation links opened or used from one address an hour (a token is 256 bits: no guessing). */
export const INVITATION_CHECKS: LimitRule = {
  name: 'fleetfolio_invitation_checks',
  points: 60,
  windowSeconds: 60 * 60,
  message: 'Too many requests from this address. Please try again later.',
};
