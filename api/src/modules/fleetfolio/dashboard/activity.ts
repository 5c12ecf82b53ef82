import {
  DRIVER_STATUS_LABELS,
  EQUIPMENT_STATUS_LABELS,
  FLEET_RECENT_ACTIVITY_LIMIT,
  LOAD_STATUS_LABELS,
  TRAILER_MAKE_LABELS,
  TRAILER_MODEL_LABELS,
  TRUCK_MAKE_LABELS,
  type FleetActivity,
} from '@freight/contracts';
import { carrierData } from '../../../db/ownerScope';
import { invoiceEvents } from '../invoices/activity';
import { tripEvents } from '../trips/activity';

const label = (labels: Record<string, string>, code: string | null | undefined) =>
  (code && labels[code]) ?? code ?? '';

const latest = { sort: { updatedAt: -1 as const }, limit: FLEET_RECENT_ACTIVITY_LIMIT };

async function loadEvents(ownerId: string): Promise<FleetActivity[]> {
  const loads = await carrierData(ownerId).loads.find({}, latest);
  return loads.map((load) => ({
    id: String(load._id),
    kind: 'load',
    title: `Load ${load.loadNumber} ${label(LOAD_STATUS_LABELS, load.status)}`,
    detail: `${load.pickupLocation ?? ''} → ${load.deliveryLocation ?? ''}`,
    at: load.updatedAt.toISOString(),
  }));
}

async function driverEvents(ownerId: string): Promise<FleetActivity[]> {
  const drivers = await carrierData(ownerId).drivers.find({}, latest);
  return drivers.map((driver) => ({
    id: String(driver._id),
    kind: 'driver',
    title: `Driver ${[driver.firstName, driver.lastName].filter(Boolean).join(' ')}`,
    detail: label(DRIVER_STATUS_LABELS, driver.status),
    at: driver.updatedAt.toISOString(),
  }));
}

async function equipmentEvents(ownerId: string): Promise<FleetActivity[]> {
  const [trucks, trailers] = await Promise.all([
    carrierData(ownerId).trucks.find({}, latest),
    carrierData(ownerId).trailers.find({}, latest),
  ]);
  return [
    ...trucks.map((truck) => ({
      id: String(truck._id),
      kind: 'truck' as const,
      title: `Truck ${truck.truckNumber} ${label(EQUIPMENT_STATUS_LABELS, truck.status)}`,
      detail:
        `${truck.year ?? ''} ${label(TRUCK_MAKE_LABELS, truck.make)} ${truck.model ?? ''}`.trim(),
      at: truck.updatedAt.toISOString(),
    })),
    ...trailers.map((trailer) => ({
      id: String(trailer._id),
      kind: 'trailer' as const,
      title: `Trailer ${trailer.trailerNumber} ${label(EQUIPMENT_STATUS_LABELS, trailer.status)}`,
      detail:
        `${trailer.year ?? ''} ${label(TRAILER_MAKE_LABELS, trailer.make)} ${label(TRAILER_MODEL_LABELS, trailer.model)}`.trim(),
      at: trailer.updatedAt.toISOString(),
    })),
  ];
}

/** The account's latest changes to loads, drivers, equipment, trips, invoices and payments, newest first. */
export async function recentActivity(ownerId: string): Promise<FleetActivity[]> {
  const events = (
    await Promise.all([
      loadEvents(ownerId),
      driverEvents(ownerId),
      equipmentEvents(ownerId),
      tripEvents(ownerId),
      invoiceEvents(ownerId),
    ])
  ).flat();
  return events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, FLEET_RECENT_ACTIVITY_LIMIT);
}
