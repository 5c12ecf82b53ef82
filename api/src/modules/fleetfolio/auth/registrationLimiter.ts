import { RegistrationAttemptModel } from '../../../db/models/rate_limit_counters';
import type { LimitRule } from '../../../limits';

/**
 * Accounts one address may create per hour. Each registration hashes a password (argon2id,
 * deliberately costly) and stores sample data, so an unlimited flood would exhaust the server.
 */
export const MAX_REGISTRATIONS_PER_HOUR = 20;
export const REGISTRATION_LIMIT_MESSAGE =
  'Too many accounts created from this address. Please try again later.';

export const CARRIER_REGISTRATIONS: LimitRule = {
  name: 'fleetfolio_register',
  points: MAX_REGISTRATIONS_PER_HOUR,
  windowSeconds: 60 * 60,
  message: REGISTRATION_LIMIT_MESSAGE,
  counters: RegistrationAttemptModel,
};
