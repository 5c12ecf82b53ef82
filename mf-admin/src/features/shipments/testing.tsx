import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RemoteProviders, createFreightStore, type ShellServices } from '@freight/runtime';
import type { AdminShipment } from '@freight/contracts';

/** Renders one component with fake shell services (the shared fakeApi answers fetch). */
export function renderWithServices(ui: ReactElement) {
  const services: ShellServices = {
    toast: { show: jest.fn(), dismiss: jest.fn() },
    pageMeta: { set: jest.fn() },
    navigation: { navigate: jest.fn() },
    store: createFreightStore(),
  };
  render(<RemoteProviders services={services}>{ui}</RemoteProviders>);
  return services;
}

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
