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

interface LimitUse {
  points: number;
  msBeforeReset: number;
}

/** A limit whose counters live in MongoDB, so every API instance enforces the same one. */
export interface Limiter {
  readonly rule: LimitRule;
  /** Counts one use of `key`; once the uses are spent, throws 429 with Retry-After. */
  consume(key: string): Promise<void>;
  /**
   * Throws the same 429 when `key` has not `needed` uses left (one by default; a byte budget
   * asks for the bytes it is about to take), counting nothing.
   */
  refuseWhenSpent(key: string, needed?: number): Promise<void>;
  /**
   * Takes `uses` of `key` at once, atomically, so requests arriving together cannot all pass a
   * check made before any of them counted; throws the 429 (taking nothing) when they do not fit.
   * A byte budget reserves the bytes it is about to take and refunds what it did not use.
   */
  reserve(key: string, uses: number): Promise<void>;
  /** Counts `uses` (one by default) without refusing, after a success; answers the uses in this window. */
  count(key: string, uses?: number): Promise<number>;
  /** The uses of `key` in this window, or null when it has none. */
  used(key: string): Promise<LimitUse | null>;
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
export function limitReached(rule: LimitRule, msBeforeReset: number) {
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
  const used = async (key: string) => {
    const state = await guarded(() => store.get(key));
    return state ? { points: state.consumedPoints, msBeforeReset: state.msBeforeNext } : null;
  };
  return {
    rule,
    used,
    async consume(key) {
      await guarded(() => store.consume(key));
    },
    async refuseWhenSpent(key, needed = 1) {
      const state = await used(key);
      if ((state?.points ?? 0) + needed > rule.points) {
        throw limitReached(rule, state?.msBeforeReset ?? rule.windowSeconds * 1000);
      }
    },
    async reserve(key, uses) {
      try {
        await store.consume(key, uses);
      } catch (error) {
        // A refused consume has still added its uses to the counter: give them back.
        if (error instanceof RateLimiterRes) await guarded(() => store.reward(key, uses));
        throw answerOf(rule, error);
      }
    },
    async count(key, uses = 1) {
      return (await guarded(() => store.penalty(key, uses))).consumedPoints;
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
