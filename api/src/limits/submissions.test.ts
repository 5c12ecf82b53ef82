import type { Context } from 'koa';
import mongoose from 'mongoose';
import { QUOTE_SUBMISSIONS } from '../modules/quotes';
import { useTestDatabase } from '../test';
import { createLimits } from './limits';
import { submissionLimit } from './submissions';

useTestDatabase();

const visitor = (ip: string) => ({ ip }) as Context;

describe('submissionLimit', () => {
  it('refuses a visitor after 30 stored submissions in the hour, and no one else', async () => {
    const limit = submissionLimit(createLimits(mongoose.connection).limiter(QUOTE_SUBMISSIONS));
    const next = jest.fn(() => Promise.resolve());
    for (let i = 0; i < 30; i += 1) {
      await limit.guard(visitor('203.0.113.7'), next);
      await limit.count(visitor('203.0.113.7'));
    }
    expect(next).toHaveBeenCalledTimes(30);
    await expect(limit.guard(visitor('203.0.113.7'), next)).rejects.toMatchObject({ status: 429 });
    await limit.guard(visitor('198.51.100.2'), next);
    expect(next).toHaveBeenCalledTimes(31);
  });
});
