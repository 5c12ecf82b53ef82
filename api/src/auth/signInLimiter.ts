import mongoose from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { SignInFailureModel } from '../db/models';
import { tooManyRequests, unauthorized } from '../http/errors';
import type { SessionKind } from './sessions';

/** Failed sign-ins allowed per account and address within the window; the next one is refused. */
export const MAX_SIGN_IN_FAILURES = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const FAILURE_DELAY_STEP_MS = 100;
const FAILURE_DELAY_MAX_MS = 1000;

let limiter: { database: string; instance: RateLimiterMongo } | undefined;

/** One limiter per database (tests switch databases between files). */
function signInLimiter(): RateLimiterMongo {
  const connection = mongoose.connection;
  const database = connection.name;
  if (limiter?.database !== database) {
    limiter = {
      database,
      instance: new RateLimiterMongo({
        storeClient: connection,
        tableName: SignInFailureModel.collection.collectionName,
        // connectDatabase has built the model's indexes before the first counter.
        disableIndexesCreation: true,
        keyPrefix: 'sign_in',
        points: MAX_SIGN_IN_FAILURES,
        duration: SIGN_IN_WINDOW_SECONDS,
      }),
    };
  }
  return limiter.instance;
}

export interface SignInAttempt {
  kind: SessionKind;
  /** The submitted account name (username or email); it is normalised to lower case. */
  account: string;
  ip: string;
  /** The 401 message for a wrong account or password, the same for both. */
  failureMessage: string;
}

const keyOf = ({ kind, account, ip }: SignInAttempt) =>
  `${kind}:${account.trim().toLowerCase()}:${ip}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function lockedFor(key: string): Promise<number> {
  const state = await signInLimiter().get(key);
  if (!state || state.consumedPoints < MAX_SIGN_IN_FAILURES) return 0;
  return state.msBeforeNext;
}

async function recordFailure(key: string): Promise<void> {
  try {
    const state = await signInLimiter().consume(key);
    await sleep(Math.min(state.consumedPoints * FAILURE_DELAY_STEP_MS, FAILURE_DELAY_MAX_MS));
  } catch (rejected) {
    if (!(rejected instanceof RateLimiterRes)) throw rejected;
  }
}

/**
 * Runs one sign-in attempt under the limiter. `check` returns the account when the password is
 * right, or null (unknown account or wrong password alike). Failures are slowed; after
 * MAX_SIGN_IN_FAILURES failures within the window every attempt, even a right one, gets 429 with
 * Retry-After until the window ends. A success clears the failures.
 */
export async function attemptSignIn<T>(
  attempt: SignInAttempt,
  check: () => Promise<T | null>,
): Promise<T> {
  const key = keyOf(attempt);
  const waitMs = await lockedFor(key);
  if (waitMs > 0) throw tooManyRequests(waitMs / 1000);
  const account = await check();
  if (account === null) {
    await recordFailure(key);
    throw unauthorized(attempt.failureMessage);
  }
  await signInLimiter().delete(key);
  return account;
}
