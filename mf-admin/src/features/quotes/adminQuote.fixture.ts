import type { AdminQuote } from '@freight/contracts';

/** A pending quote request as the admin API lists it, for tests; `changes` override fields. */
export function adminQuote(changes: Partial<AdminQuote> = {}): AdminQuote {
  return {
    id: 'q1',
    companyName: 'Acme Foods',
    contactName: 'Ann Lee',
    phone: '555-123-4567',
    email: 'ann@acme.test',
    pickupLocation: 'Dallas, TX',
    deliveryLocation: 'Atlanta, GA',
    freightType: 'ftl',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    documents: [],
    history: [],
    ...changes,
  };
}

/** A price staff set on a quote, valid long after the tests run. */
export const quotePrice = {
  lineHaul: 1200,
  fuelSurcharge: 100.5,
  accessorials: [{ name: 'Liftgate', amount: 49.5 }],
  total: 1350,
  validUntil: '2099-12-31',
  quotedAt: '2026-11-21T10:00:00.000Z',
};
