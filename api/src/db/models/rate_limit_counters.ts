import { Schema, model } from 'mongoose';

/**
 * The counters rate-limiter-flexible keeps: sign-in failures, FleetFolio registrations, and every
 * other limit in `rate_limits`, one key prefix per limit (src/limits). The
 * models exist so connectDatabase builds their indexes, the same ones the library would build,
 * before the first counter is written; the library's own index build ran beside those first
 * writes and its temporary tables were dropped under load.
 */
function counterSchema(collection: string) {
  const schema = new Schema(
    {
      key: { type: String, required: true },
      points: { type: Number, required: true },
      expire: { type: Date, default: null },
    },
    { collection, versionKey: false },
  );
  schema.index({ expire: -1 }, { expireAfterSeconds: 0 });
  schema.index({ key: 1 }, { unique: true });
  return schema;
}

export const SignInFailureModel = model('SignInFailure', counterSchema('sign_in_failures'));
export const RegistrationAttemptModel = model(
  'RegistrationAttempt',
  counterSchema('registration_attempts'),
);
/** Every other limit's counters, the key prefixed with the limit's name ('quote:203.0.113.7'). */
export const RateLimitCounterModel = model('RateLimitCounter', counterSchema('rate_limits'));
