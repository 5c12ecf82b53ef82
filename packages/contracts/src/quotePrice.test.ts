import { quotePriceSchema } from './quotePrice';
import { QUOTE_PRICE_MESSAGES, priceExpired, priceTotal } from './quotePriceDisplay';

const price = {
  lineHaul: '1200',
  fuelSurcharge: '100.10',
  accessorials: [{ name: 'Liftgate', amount: '0.2' }],
  total: '1300.30',
  validUntil: '2099-01-31',
};

describe('quoted price contract', () => {
  it('sums in cents and accepts a total equal to the sum, converting the inputs', () => {
    expect(priceTotal({ lineHaul: 0.1, fuelSurcharge: 0.2, accessorials: [] })).toBe(0.3);
    const { error, value } = quotePriceSchema.validate(price, { abortEarly: false });
    expect(error).toBeUndefined();
    expect(value).toMatchObject({ lineHaul: 1200, total: 1300.3 });
  });

  it('names a wrong total, a negative amount and a past day', () => {
    const { error } = quotePriceSchema.validate(
      { ...price, total: '1300', fuelSurcharge: '-1', validUntil: '2001-01-01' },
      { abortEarly: false },
    );
    const messages = Object.fromEntries(
      (error?.details ?? []).map((detail) => [detail.path.join('.'), detail.message]),
    );
    expect(Object.keys(messages).sort()).toEqual(['fuelSurcharge', 'validUntil']);
    expect(messages.validUntil).toBe(QUOTE_PRICE_MESSAGES.validUntilPast);
    const wrong = quotePriceSchema.validate({ ...price, total: '1300' });
    expect(wrong.error?.details[0]?.message).toBe(QUOTE_PRICE_MESSAGES.totalMismatch);
  });

  it('keeps a price open through its last day', () => {
    expect(priceExpired('2030-05-01', new Date('2030-05-01T23:59:59Z'))).toBe(false);
    expect(priceExpired('2030-05-01', new Date('2030-05-02T00:00:00Z'))).toBe(true);
  });
});
