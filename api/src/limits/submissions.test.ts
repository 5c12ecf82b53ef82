import type { Context } from 'koa';
import mongoose from 'mongoose';
import { badRequest } from '../http/errors';
import { QUOTE_SUBMISSIONS } from '../modules/quotes';
import { useTestDatabase } from '../test';
import { createLimits } from './limits';
import { submissionLimit } from './submissions';

useTestDatabase();

const visitor = (ip: string) => ({ ip }) as Context;
const newLimit = () =>
  submissionLimit(createLimits(mongoose.connection).limiter(QUOTE_SUBMISSIONS));
const stored = () => jest.fn(() => Promise.resolve());

describe('submissionLimit', () => {
  it('refuses a visitor after 30 stored submissions in the hour, and no one else', async () => {
    const limit = newLimit();
    const store = stored();
    for (let i = 0; i < 30; i += 1) await limit(visitor('203.0.113.7'), store);
    expect(store).toHaveBeenCalledTimes(30);
    await expect(limit(visitor('203.0.113.7'), store)).rejects.toMatchObject({ status: 429 });
    await limit(visitor('198.51.100.2'), store);
    expect(store).toHaveBeenCalledTimes(31);
  });

  it('lets 30 of 40 submissions sent at once through, the rest refused with 429', async () => {
    const limit = newLimit();
    const store = stored();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => limit(visitor('203.0.113.9'), store)),
    );
    expect(store).toHaveBeenCalledTimes(30);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(10);
    for (const outcome of refused) expect(outcome.reason).toMatchObject({ status: 429 });
  });

  it('does not count a submission refused further on', async () => {
    const limit = newLimit();
    const invalid = jest.fn(() => Promise.reject(badRequest('Invalid quote')));
    for (let i = 0; i < 40; i += 1) {
      await expect(limit(visitor('203.0.113.10'), invalid)).rejects.toMatchObject({ status: 400 });
    }
    expect(invalid).toHaveBeenCalledTimes(40);
    const store = stored();
    for (let i = 0; i < 30; i += 1) await limit(visitor('203.0.113.10'), store);
    expect(store).toHaveBeenCalledTimes(30);
  });
});
