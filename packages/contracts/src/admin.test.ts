import { staffQuoteStatusesFor } from './admin';

describe('the statuses staff may set on a quote', () => {
  it('offers quoted only for a priced quote', () => {
    expect(staffQuoteStatusesFor({})).toEqual(['pending', 'contacted', 'closed']);
    expect(staffQuoteStatusesFor({ price: { total: 1200 } })).toEqual([
      'pending',
      'contacted',
      'quoted',
      'closed',
    ]);
  });

  it('offers only closed once the shipper answered the price', () => {
    expect(
      staffQuoteStatusesFor({ price: { total: 1200 }, answer: { decision: 'accepted' } }),
    ).toEqual(['closed']);
  });
});
