import { createAreaApi } from '@freight/runtime';

/** Every cache tag of FleetFolio: all of it belongs to the signed-in carrier. */
export const CARRIER_TAGS = [
  'CarrierSession',
  'CarrierDashboard',
  'PlannedLoad',
  'Driver',
  'Truck',
  'Trailer',
  'Trip',
  'CarrierInvoice',
  'Customer',
  'Report',
  'Document',
  'TeamMember',
  'Activity',
  'DriverTrip',
  'Settlement',
  'PayItem',
] as const;

/** FleetFolio's endpoints are injected here; a name another area took fails loudly. */
export const fleetApi = createAreaApi('mf-fleetfolio', CARRIER_TAGS);
