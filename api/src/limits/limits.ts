import type { Context, Next } from 'koa';
import type { Connection, Model } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitCounterModel } from '../db/models/rate_limit_counters';
import { serviceUnavailable, tooManyRequests } from '../http/errors';

/** One limit: how many uses a key (an address, an account) gets per window. */
export interface LimitRule {
  /** Unique per limit: the key prefix of its counters ('quote' → 'quote:203.0.113.7'). */
  name: string;
  /** Uses allowed per window. */
  points: number;
  windowSeconds: number;
  /** The message of the 429 answer once the uses are spent. */
  message: string;
  /** The counters' model, when not `rate_limits` (sign-in failures, registrations). */
  counters?: Pick<Model<unknown>, 'collection'>;
}

/** A limit whose counters live in MongoDB, so every API instance enforces the same one. */
export interface Limiter {
  readonly rule: LimitRule;
  /** Counts one use of `key`; once the uses are spent, throws 429 with Retry-After. */
  consume(key: string): Promise<void>;
  /**
   * Takes `uses` of `key` at once, atomically, so requests arriving together cannot all pass a
   * check made before any of them counted; throws the 429 (taking nothing) when they do not fit,
   * else answers the uses of this window, these included. A byte budget reserves the bytes it is
   * about to take and refunds what it did not use; a submission refunds its use when refused.
   */
  reserve(key: string, uses: number): Promise<number>;
  /** Gives back `uses` counted for `key` (a use that was refused further on). */
  refund(key: string, uses?: number): Promise<void>;
  /** Forgets the uses of `key`. */
  reset(key: string): Promise<void>;
}

export interface Limits {
  /** The limiter of `rule` (one per rule name and app). */
  limiter(rule: LimitRule): Limiter;
}

/** The one way a spent limit is answered: 429, Retry-After in whole seconds, the rule's message. */
function limitReached(rule: LimitRule, msBeforeReset: number) {
  return tooManyRequests(msBeforeReset / 1000, rule.message);
}

/**
 * A failure of the counters' store (the database is down) is a 503 with Retry-After like any
 * other outage, never a 500; a spent limit is the rule's 429.
 */
function answerOf(rule: LimitRule, error: unknown): Error {
  if (error instanceof RateLimiterRes) return limitReached(rule, error.msBeforeNext);
  return serviceUnavailable(error);
}

function mongoLimiter(connection: Connection, rule: LimitRule): Limiter {
  const store = new RateLimiterMongo({
    storeClient: connection,
    tableName: (rule.counters ?? RateLimitCounterModel).collection.collectionName,
    // connectDatabase builds the counters' indexes before the first counter is written.
    disableIndexesCreation: true,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.windowSeconds,
  });
  const guarded = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw answerOf(rule, error);
    }
  };
  return {
    rule,
    async consume(key) {
      await guarded(() => store.consume(key));
    },
    async reserve(key, uses) {
      try {
        return (await store.consume(key, uses)).consumedPoints;
      } catch (error) {
        // A refused consume has still added its uses to the counter: give them back.
        if (error instanceof RateLimiterRes) await guarded(() => store.reward(key, uses));
        throw answerOf(rule, error);
      }
    },
    async refund(key, uses = 1) {
      await guarded(() => store.reward(key, uses));
    },
    async reset(key) {
      await guarded(() => store.delete(key));
    },
  };
}

/** The limits of one app, counted in `connection`'s database (shared by every instance). */
export function createLimits(connection: Connection): Limits {
  const limiters = new Map<string, Limiter>();
  return {
    limiter(rule) {
      const known = limiters.get(rule.name);
      if (known && known.rule !== rule) throw new Error(`Two limits are named ${rule.name}`);
      const limiter = known ?? mongoLimiter(connection, rule);
      limiters.set(rule.name, limiter);
      return limiter;
    },
  };
}

/** Route middleware: counts one use per request of the caller's address, 429 once spent. */
export function limitPerAddress(limiter: Limiter) {
  return async function limitByAddress(ctx: Context, next: Next): Promise<void> {
    await limiter.consume(ctx.ip);
    await next();
  };
}
