import { SignInFailureModel } from '../db/models/rate_limit_counters';
import { unauthorized } from '../http/errors';
import { logger } from '../http/logger';
import type { LimitRule, Limits } from '../limits';
import type { SessionKind } from './sessions';

/** Failed sign-ins allowed per account and address within the window; the next one is refused. */
export const MAX_SIGN_IN_FAILURES = 10;
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const FAILURE_DELAY_STEP_MS = 100;
const FAILURE_DELAY_MAX_MS = 1000;

const SIGN_IN_FAILURES: LimitRule = {
  name: 'sign_in',
  points: MAX_SIGN_IN_FAILURES,
  windowSeconds: SIGN_IN_WINDOW_SECONDS,
  message: 'Too many attempts. Please try again later.',
  counters: SignInFailureModel,
};

interface SignInAttempt {
  kind: SessionKind;
  /** The submitted account name (username or email); it is normalised to lower case. */
  account: string;
  ip: string;
  /** The 401 message for a wrong account or password, the same for both. */
  failureMessage: string;
}

export type AttemptSignIn = <T>(
  attempt: SignInAttempt,
  check: () => Promise<T | null>,
) => Promise<T>;

const keyOf = ({ kind, account, ip }: SignInAttempt) =>
  `${kind}:${account.trim().toLowerCase()}:${ip}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app's sign-in limiter: `attemptSignIn(attempt, check)` runs one attempt. `check` returns
 * the account when the password is right, or null (unknown account or wrong password alike).
 * Each attempt first reserves a failure, atomically, so attempts sent at once cannot all pass a
 * check made before any of them failed; after MAX_SIGN_IN_FAILURES failures within the window
 * every attempt, even a right one, gets 429 with Retry-After until the window ends. Failures are
 * slowed; a success clears them, its own reservation included.
 */
export function signInLimiter(limits: Limits): AttemptSignIn {
  const failures = limits.limiter(SIGN_IN_FAILURES);
  return async function attemptSignIn<T>(
    attempt: SignInAttempt,
    check: () => Promise<T | null>,
  ): Promise<T> {
    const key = keyOf(attempt);
    const failed = await failures.reserve(key, 1);
    let account: T | null;
    try {
      account = await check();
    } catch (error) {
      // Neither a failure nor a success (the database did not answer): the reservation goes back.
      await failures.refund(key).catch((refundError: unknown) => {
        logger.error({ err: refundError }, 'could not give back a sign-in reservation');
      });
      throw error;
    }
    if (account === null) {
      await sleep(Math.min(failed * FAILURE_DELAY_STEP_MS, FAILURE_DELAY_MAX_MS));
      throw unauthorized(attempt.failureMessage);
    }
    await failures.reset(key);
    return account;
  };
}
