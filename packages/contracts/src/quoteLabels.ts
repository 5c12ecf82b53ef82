/**
 * The quote form's choices and their labels, without joi: the client portal and the admin lists
 * show a stored code ('ftl') as its label from here without loading the schemas (issue 23).
 */
/** Primary services of the quote form (spec 000 §3, §5). */
export const FREIGHT_TYPES = ['ltl', 'ftl', 'power-only'] as const;
export type FreightType = (typeof FREIGHT_TYPES)[number];
export const FREIGHT_TYPE_LABELS: Record<FreightType, string> = {
  ltl: 'LTL (Less Than Truckload)',
  ftl: 'FTL (Full Truckload)',
  'power-only': 'Power Only',
};

/** Extra service asked for besides the primary one; the spec does not list its values. */
export const ADDITIONAL_FREIGHT_TYPES = [
  'expedited',
  'dry-van',
  'reefer',
  'drop-trailer',
  'hazmat',
] as const;
export type AdditionalFreightType = (typeof ADDITIONAL_FREIGHT_TYPES)[number];
export const ADDITIONAL_FREIGHT_TYPE_LABELS: Record<AdditionalFreightType, string> = {
  expedited: 'Expedited',
  'dry-van': 'Dry Van',
  reefer: 'Reefer (Temperature Controlled)',
  'drop-trailer': 'Drop Trailer',
  hazmat: 'Hazmat',
};

export const TIME_TYPES = ['appointment', 'flexible'] as const;
export type TimeType = (typeof TIME_TYPES)[number];
export const TIME_TYPE_LABELS: Record<TimeType, string> = {
  appointment: 'Appointment',
  flexible: 'Flexible',
};

export const DRIVER_ASSISTANCE_OPTIONS = ['no-touch', 'driver-assist'] as const;
export type DriverAssistance = (typeof DRIVER_ASSISTANCE_OPTIONS)[number];
export const DRIVER_ASSISTANCE_LABELS: Record<DriverAssistance, string> = {
  'no-touch': 'No-Touch (driver stays with the truck)',
  'driver-assist': 'Driver Assist (driver helps load or unload)',
};

export const ASSISTANCE_LOCATIONS = ['pickup', 'delivery', 'both'] as const;
export type AssistanceLocation = (typeof ASSISTANCE_LOCATIONS)[number];
export const ASSISTANCE_LOCATION_LABELS: Record<AssistanceLocation, string> = {
  pickup: 'At Pickup',
  delivery: 'At Delivery',
  both: 'At Pickup and Delivery',
};

export const ASSISTANCE_TYPES = ['pallet-jack', 'hand-load', 'count-and-sort'] as const;
export type AssistanceType = (typeof ASSISTANCE_TYPES)[number];
export const ASSISTANCE_TYPE_LABELS: Record<AssistanceType, string> = {
  'pallet-jack': 'Pallet Jack Moves',
  'hand-load': 'Hand Load / Unload (floor-loaded freight)',
  'count-and-sort': 'Count and Sort',
};
