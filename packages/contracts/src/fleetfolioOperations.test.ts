import {
  carrierInvoiceSchema,
  FLEET_OPERATIONS_MESSAGES,
  expenseSchema,
  fromCents,
  paymentSchema,
  toCents,
  tripSchema,
} from './fleetfolioOperations';

const id = 'a'.repeat(24);

describe('FleetFolio operations contracts', () => {
  it('converts dollars to whole cents and back without drift', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(fromCents(toCents(2500.1) - toCents(1000.07) - toCents(0.03))).toBe(1500);
  });

  it('requires gallons and a state for fuel only', () => {
    expect(expenseSchema.validate({ expenseType: 'fuel', amount: 10 }).error).toBeDefined();
    expect(
      expenseSchema.validate({ expenseType: 'fuel', amount: 10, gallons: 2, state: 'tx' }).value,
    ).toMatchObject({ state: 'TX' });
    expect(
      expenseSchema.validate({ expenseType: 'tolls', amount: 5, state: 'TX' }).error,
    ).toBeDefined();
  });

  it('refuses the driver as their own team driver, in the words of the form', () => {
    const other = 'b'.repeat(24);
    const sameTwice = tripSchema.validate({
      tripName: 'T',
      driverId: id,
      teamDriverId: id,
      truckId: id,
    });
    expect(sameTwice.error?.details[0]).toMatchObject({
      path: ['teamDriverId'],
      message: FLEET_OPERATIONS_MESSAGES.teamDriverIsDriver,
    });
    for (const teamDriverId of [other, '', null]) {
      const trip = { tripName: 'T', driverId: id, teamDriverId, truckId: id };
      expect(tripSchema.validate(trip).error).toBeUndefined();
    }
  });

  it('refuses unknown keys and bad ids, and rounds amounts to the cent', () => {
    expect(
      tripSchema.validate({ tripName: 'T', driverId: id, truckId: id, x: 1 }).error,
    ).toBeDefined();
    expect(
      tripSchema.validate({ tripName: 'T', driverId: 'nope', truckId: id }).error,
    ).toBeDefined();
    expect(
      carrierInvoiceSchema.validate({ invoiceNumber: 'I', loadId: id, amount: 10.006 }).value,
    ).toMatchObject({ amount: 10.01 });
    expect(paymentSchema.validate({ paymentAmount: 5 }).value).toEqual({
      paymentAmount: 5,
      factoringFees: 0,
      otherDeductions: 0,
    });
  });
});
