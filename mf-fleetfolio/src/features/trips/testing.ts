import type { TripView } from '@freight/contracts';

/** A planned trip with no crew, loads or figures, for component tests; `fields` override. */
export const plannedTrip = (fields: Partial<TripView> = {}): TripView => ({
  id: 'a'.repeat(24),
  tripNumber: 'TR-1001',
  status: 'planned',
  driver: null,
  teamDriver: null,
  truck: null,
  trailer: null,
  loads: [],
  stops: [],
  expenses: [],
  totalMiles: 0,
  driverHours: 0,
  driverPay: 0,
  revenue: 0,
  expenseTotal: 0,
  profit: 0,
  revenuePerMile: 0,
  costPerMile: 0,
  profitPerMile: 0,
  dispatchedAt: null,
  completedAt: null,
  createdAt: '2026-05-01T00:00:00.000Z',
  ...fields,
});
