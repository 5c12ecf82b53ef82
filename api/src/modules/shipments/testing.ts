import type supertest from 'supertest';
import { QuoteRequestModel } from '../../db/models';

let quoteCount = 0;

/** A visitor's quote request stored directly, as the public quote form would. */
export async function storedQuote(email: string) {
  quoteCount += 1;
  const quote = await QuoteRequestModel.create({
    companyName: `Shipper ${quoteCount}`,
    contactName: 'Pat Shipper',
    email,
    phone: '312-555-0199',
    pickupLocation: `${quoteCount} Dock Rd, Chicago, IL`,
    deliveryLocation: `${quoteCount} Yard Ave, Dallas, TX`,
    freightType: 'ftl',
    requestedDate: '2026-12-01',
  });
  return quote;
}

export function shipmentBody(quote: {
  _id: unknown;
  pickupLocation: string;
  deliveryLocation: string;
}) {
  return {
    quoteRequestId: String(quote._id),
    pickupAddress: quote.pickupLocation,
    deliveryAddress: quote.deliveryLocation,
    driverName: 'Sam Driver',
    driverPhone: '312-555-0100',
    truckNumber: 'T-42',
    trailerNumber: 'TR-7',
    estimatedPickupDate: '2026-12-01',
    estimatedDeliveryDate: '2026-12-03',
    totalRate: 2450.5,
    notes: 'Dock 4, call ahead',
  };
}

type Agent = ReturnType<typeof supertest.agent>;

/** Creates a shipment from a new quote for `email` through the admin API; answers its JSON. */
export async function createdShipment(admin: Agent, email: string) {
  const quote = await storedQuote(email);
  const response = await admin.post('/api/admin/shipments').send(shipmentBody(quote)).expect(201);
  return response.body as { id: string; shipmentNumber: string; customerEmail: string };
}
