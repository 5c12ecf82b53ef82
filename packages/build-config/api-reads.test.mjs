/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { freshnessOf } from './api-reads.mjs';

describe('freshnessOf', () => {
  it('reads max-age and stale-while-revalidate, and refuses to keep no-store or private', () => {
    expect(freshnessOf('public, max-age=60, stale-while-revalidate=150')).toEqual({
      maxAgeMs: 60_000,
      staleMs: 150_000,
      storable: true,
    });
    expect(freshnessOf('no-cache')).toEqual({ maxAgeMs: 0, staleMs: 0, storable: true });
    expect(freshnessOf('private, max-age=60').storable).toBe(false);
    expect(freshnessOf(null).storable).toBe(true);
  });
});
