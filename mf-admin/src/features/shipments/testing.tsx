import type { AdminShipment } from '@freight/contracts';

/** One shipment as the admin API lists it, for the shipments tests. */
export const sampleShipment: AdminShipment = {
  id: 's1',
  quoteRequestId: 'q1',
  shipmentNumber: 'FC-7KQ2M9XD',
  customerEmail: 'ops@acme.test',
  status: 'pending',
  pickupAddress: 'Chicago, IL',
  deliveryAddress: 'Dallas, TX',
  driverName: 'Sam Driver',
  driverPhone: '312-555-0100',
  truckNumber: 'T-42',
  trailerNumber: '',
  estimatedPickupDate: '2026-12-01T00:00:00.000Z',
  estimatedDeliveryDate: '2026-12-03T00:00:00.000Z',
  actualPickupDate: null,
  actualDeliveryDate: null,
  currentLocation: '',
  totalRate: 2450.5,
  notes: '',
  documents: [],
  updates: [],
  invoices: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};
