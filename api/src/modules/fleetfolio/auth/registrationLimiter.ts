import mongoose from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { RegistrationAttemptModel } from '../../../db/models';
import { tooManyRequests } from '../../../http/errors';

/**
 * Accounts one address may create per hour. Each registration hashes a password (argon2id,
 * deliberately costly) and stores sample data, so an unlimited flood would exhaust the server.
 */
export const MAX_REGISTRATIONS_PER_HOUR = 20;
const WINDOW_SECONDS = 60 * 60;
export const REGISTRATION_LIMIT_MESSAGE =
  'Too many accounts created from this address. Please try again later.';

let limiter: { database: string; instance: RateLimiterMongo } | undefined;

/** One limiter per database (tests switch databases between files). */
function registrationLimiter(): RateLimiterMongo {
  const database = mongoose.connection.name;
  if (limiter?.database !== database) {
    limiter = {
      database,
      instance: new RateLimiterMongo({
        storeClient: mongoose.connection,
        tableName: RegistrationAttemptModel.collection.collectionName,
        // connectDatabase has built the model's indexes before the first counter.
        disableIndexesCreation: true,
        keyPrefix: 'fleetfolio_register',
        points: MAX_REGISTRATIONS_PER_HOUR,
        duration: WINDOW_SECONDS,
      }),
    };
  }
  return limiter.instance;
}

/** Counts one registration from `ip`; throws 429 with Retry-After once the hour's quota is used. */
export async function countRegistration(ip: string): Promise<void> {
  try {
    await registrationLimiter().consume(ip);
  } catch (rejected) {
    if (!(rejected instanceof RateLimiterRes)) throw rejected;
    throw tooManyRequests(rejected.msBeforeNext / 1000, REGISTRATION_LIMIT_MESSAGE);
  }
}
