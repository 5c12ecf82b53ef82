import type { LimitRule } from '../../../limits';

/**
 * Requests for a new invitation from one address an hour (those that mail the owner also count
 * against the mail quotas).
 */
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
