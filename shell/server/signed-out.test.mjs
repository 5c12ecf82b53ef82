import { describe, expect, it } from '@jest/globals';
import { signedOutCheck } from './signed-out.mjs';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('signedOutCheck', () => {
  it('is sure when the navigation carries the strict cookies and none of the kind is there', () => {
    for (const site of ['same-origin', 'same-site', 'none']) {
      const signedOut = signedOutCheck({ 'sec-fetch-site': site, cookie: 'theme=dark' }, '');
      expect(signedOut('client')).toBe(true);
    }
  });

  it('is not sure of a kind whose cookie is there, as named in development or production', () => {
    for (const cookie of ['client_sid=abc; client_sid.sig=x', 'a=1; __Host-client_sid=abc']) {
      const signedOut = signedOutCheck({ ...SAME_ORIGIN, cookie }, '');
      expect(signedOut('client')).toBe(false);
      expect(signedOut('carrier')).toBe(true);
    }
  });

  it('is never sure of a navigation from another site, or one that does not say where it came from', () => {
    expect(signedOutCheck({ 'sec-fetch-site': 'cross-site' }, '')('client')).toBe(false);
    expect(signedOutCheck({}, '')('client')).toBe(false);
  });

  it('is never sure of an address with a query, which may open another screen', () => {
    expect(signedOutCheck(SAME_ORIGIN, '?verify=abc')('client')).toBe(false);
  });
});
