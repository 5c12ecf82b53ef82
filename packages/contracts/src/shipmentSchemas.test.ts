import {
  createInvoiceSchema,
  createShipmentSchema,
  shipmentNumberSchema,
  shipmentUpdateSchema,
} from './shipmentSchemas';

describe('shipment schemas', () => {
  const shipment = {
    quoteRequestId: 'a'.repeat(24),
    pickupAddress: 'Chicago, IL',
    deliveryAddress: 'Dallas, TX',
    driverName: 'Sam Driver',
    driverPhone: '(312) 555-0100',
    truckNumber: 'T-12',
    estimatedPickupDate: '2026-12-01',
    estimatedDeliveryDate: '2026-12-03',
    totalRate: 2500.5,
  };

  it('accepts a complete shipment', () => {
    expect(createShipmentSchema.validate(shipment).error).toBeUndefined();
  });

  it('refuses a delivery before the pickup', () => {
    const { error } = createShipmentSchema.validate({
      ...shipment,
      estimatedDeliveryDate: '2026-11-30',
    });
    expect(error?.message).toBe('Estimated delivery must not be before estimated pickup');
  });

  it('refuses a negative rate and rounds a rate to cents', () => {
    expect(createShipmentSchema.validate({ ...shipment, totalRate: -1 }).error).toBeDefined();
    expect(createShipmentSchema.validate({ ...shipment, totalRate: 1.234 }).value?.totalRate).toBe(
      1.23,
    );
  });

  it('accepts only the documented update statuses', () => {
    expect(shipmentUpdateSchema.validate({ status: 'in_transit' }).error).toBeUndefined();
    expect(shipmentUpdateSchema.validate({ status: 'lost' }).error).toBeDefined();
  });

  it('needs an invoice amount and due date', () => {
    expect(createInvoiceSchema.validate({ amount: 10 }).error).toBeDefined();
    expect(
      createInvoiceSchema.validate({ amount: 10, dueDate: '2026-12-31' }).error,
    ).toBeUndefined();
  });

  it('accepts a trimmed shipment number and refuses blanks and odd characters', () => {
    expect(shipmentNumberSchema.validate('  FC-ABCD2345 ').value).toBe('FC-ABCD2345');
    expect(shipmentNumberSchema.validate('   ').error).toBeDefined();
    expect(shipmentNumberSchema.validate('FC/../x').error).toBeDefined();
  });
});
