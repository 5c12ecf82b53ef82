import { payItemSchema, settlementSchema } from './fleetfolioSettlements';

const messagesOf = (schema: typeof settlementSchema | typeof payItemSchema, value: unknown) =>
  (schema.validate(value, { abortEarly: false }).error?.details ?? []).map((detail) => [
    detail.path.join('.'),
    detail.message,
  ]);

const driverId = '665f1f77bcf86cd799439011';

describe('settlement schemas', () => {
  it('refuses a period that ends before it starts or runs over 31 days, on the end field', () => {
    expect(
      messagesOf(settlementSchema, {
        driverId,
        periodStart: '2026-05-07',
        periodEnd: '2026-05-01',
      }),
    ).toEqual([['periodEnd', 'The period cannot end before it starts']]);
    expect(
      messagesOf(settlementSchema, {
        driverId,
        periodStart: '2026-05-01',
        periodEnd: '2026-06-01',
      }),
    ).toEqual([['periodEnd', 'A pay period is at most 31 days']]);
    expect(
      messagesOf(settlementSchema, {
        driverId,
        periodStart: '2026-05-01',
        periodEnd: '2026-05-31',
      }),
    ).toEqual([]);
  });

  it('takes a pay item of more than 0 dollars from the list of types, and nothing else', () => {
    const good = { driverId, category: 'escrow', amount: 25, itemDate: '2026-05-02', note: '' };
    expect(messagesOf(payItemSchema, good)).toEqual([]);
    expect(messagesOf(payItemSchema, { ...good, amount: -1 })).toEqual([
      ['amount', 'Amount must be more than 0'],
    ]);
    expect(messagesOf(payItemSchema, { ...good, category: 'bonus' })).toEqual([
      ['category', 'Choose a type from the list'],
    ]);
    expect(messagesOf(payItemSchema, { ...good, settlementId: driverId })).toEqual([
      ['settlementId', 'settlementId is not allowed'],
    ]);
  });
});
