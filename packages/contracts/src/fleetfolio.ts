import Joi from 'joi';
import type { FleetRole } from './fleetfolioTeam';
import { friendly } from './friendlyMessages';
import { FLEET_MESSAGES, FLEET_PASSWORD_MIN_LENGTH } from './fleetfolioTexts';
import { emailAddress } from './emailAddress';

/** Stored status codes and the labels the screens show. */
export const LOAD_STATUS_LABELS = {
  planned: 'Planned',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;
export type LoadStatus = keyof typeof LOAD_STATUS_LABELS;
export const LOAD_STATUSES = Object.keys(LOAD_STATUS_LABELS) as LoadStatus[];

export const DRIVER_STATUS_LABELS = {
  active: 'Active',
  available: 'Available',
  inactive: 'Inactive',
} as const;
export type DriverStatus = keyof typeof DRIVER_STATUS_LABELS;
export const DRIVER_STATUSES = Object.keys(DRIVER_STATUS_LABELS) as DriverStatus[];

export const EQUIPMENT_STATUS_LABELS = {
  active: 'Active',
  available: 'Available',
  maintenance: 'Maintenance',
  out_of_service: 'Out of Service',
} as const;
export type EquipmentStatus = keyof typeof EQUIPMENT_STATUS_LABELS;
export const EQUIPMENT_STATUSES = Object.keys(EQUIPMENT_STATUS_LABELS) as EquipmentStatus[];

export const TRUCK_MAKE_LABELS = {
  freightliner: 'Freightliner',
  peterbilt: 'Peterbilt',
  kenworth: 'Kenworth',
  volvo: 'Volvo',
  mack: 'Mack',
  international: 'International',
} as const;
export type TruckMake = keyof typeof TRUCK_MAKE_LABELS;
export const TRUCK_MAKES = Object.keys(TRUCK_MAKE_LABELS) as TruckMake[];

export const TRAILER_MAKE_LABELS = {
  'great-dane': 'Great Dane',
  wabash: 'Wabash',
  utility: 'Utility',
  hyundai: 'Hyundai',
  stoughton: 'Stoughton',
} as const;
export type TrailerMake = keyof typeof TRAILER_MAKE_LABELS;
export const TRAILER_MAKES = Object.keys(TRAILER_MAKE_LABELS) as TrailerMake[];

export const TRAILER_MODEL_LABELS = {
  'dry-van': 'Dry Van',
  reefer: 'Reefer',
  flatbed: 'Flatbed',
  lowboy: 'Lowboy',
} as const;
export type TrailerModel = keyof typeof TRAILER_MODEL_LABELS;
export const TRAILER_MODELS = Object.keys(TRAILER_MODEL_LABELS) as TrailerModel[];

const required = (label: string) => ({
  'any.required': `${label} is required`,
  'string.empty': `${label} is required`,
  'number.base': `${label} is required`,
});

const text = (label: string, max = 120) =>
  Joi.string().trim().max(max).required().label(label).messages(required(label));

const optionalText = (label: string, max = 120) =>
  Joi.string().trim().max(max).allow('').default('').label(label);

const email = (label = 'Email') =>
  emailAddress()
    .required()
    .label(label)
    .messages({ ...required(label), 'string.email': 'Please enter a valid email address' });

// --- Accounts -------------------------------------------------------------------------------

const WEBSITE_MESSAGE = 'Website must be a full address starting with http:// or https://';

export interface FleetRegistration {
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  contactName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  website: string;
  mcNumber: string;
  usdotNumber: string;
  taxId: string;
}

export const fleetRegistrationSchema = friendly(
  Joi.object<FleetRegistration>({
    email: email(),
    password: Joi.string()
      .min(FLEET_PASSWORD_MIN_LENGTH)
      .max(200)
      .required()
      .label('Password')
      .messages({ ...required('Password'), 'string.min': FLEET_MESSAGES.passwordTooShort }),
    confirmPassword: Joi.any()
      .valid(Joi.ref('password'))
      .required()
      .label('Confirm password')
      .messages({
        'any.only': FLEET_MESSAGES.passwordsDoNotMatch,
        'any.required': 'Please confirm your password',
      }),
    companyName: text('Company name'),
    contactName: text('Contact name'),
    phone: optionalText('Phone', 30),
    address: optionalText('Address', 200),
    city: optionalText('City', 100),
    state: optionalText('State', 50),
    zipCode: Joi.string()
      .trim()
      .pattern(/^\d{5}(-\d{4})?$/)
      .max(10)
      .allow('')
      .default('')
      .label('ZIP code')
      .messages({ 'string.pattern.base': 'ZIP code must be 5 digits (or ZIP+4)' }),
    website: Joi.string()
      .trim()
      .max(200)
      .uri({ scheme: ['http', 'https'] })
      .allow('')
      .default('')
      .label('Website')
      .messages({
        'string.uri': WEBSITE_MESSAGE,
        'string.uriCustomScheme': WEBSITE_MESSAGE,
      }),
    mcNumber: optionalText('MC number', 20),
    usdotNumber: Joi.string()
      .trim()
      .pattern(/^\d{1,8}$/)
      .max(8)
      .allow('')
      .default('')
      .label('USDOT number')
      .messages({ 'string.pattern.base': 'USDOT number must be up to 8 digits' }),
    taxId: Joi.string()
      .trim()
      .pattern(/^\d{2}-?\d{7}$/)
      .max(10)
      .allow('')
      .default('')
      .label('EIN')
      .messages({ 'string.pattern.base': 'EIN must look like 12-3456789' }),
  }),
);

export interface FleetLogin {
  email: string;
  password: string;
}

export const fleetLoginSchema = friendly(
  Joi.object<FleetLogin>({
    email: email(),
    password: Joi.string().max(200).required().label('Password').messages(required('Password')),
  }),
);

/** The signed-in carrier account as the dashboard header shows it. */
export interface FleetAccount {
  /** The signed-in person's account. */
  id: string;
  email: string;
  /** The carrier's company name (its owner's registration). */
  companyName: string;
  contactName: string;
  /** What this person may do for the carrier. */
  role: FleetRole;
  /** The driver record a driver acts as; null for the owner and dispatchers. */
  driverId: string | null;
}

/** Trip statuses counted as Active Trips ('In progress') on the dashboard. */
export const FLEET_ACTIVE_TRIP_STATUSES = ['dispatched', 'in_transit'] as const;
/** Invoice statuses counted as Pending Invoices ('Awaiting payment'): unpaid or partly paid. */
export const FLEET_PENDING_INVOICE_STATUSES = ['unpaid', 'partial', 'pending'] as const;

export interface FleetDashboardStats {
  totalDrivers: number;
  activeTrips: number;
  /** The money figures are the owner's: null for a dispatcher. */
  pendingInvoices: number | null;
  totalRevenue: number | null;
  revenuePerMile: number | null;
}

/** Lines of the activity log the dashboard's Recent Activity shows. */
export const FLEET_RECENT_ACTIVITY_LIMIT = 5;

// --- Planned loads --------------------------------------------------------------------------

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

const date = (label: string) =>
  Joi.string()
    .trim()
    .pattern(ISO_DATE)
    .custom((value: string, helpers) =>
      isCalendarDate(value) ? value : helpers.error('string.pattern.base'),
    )
    .required()
    .label(label)
    .messages({ ...required(label), 'string.pattern.base': `${label} must be a valid date` });

export interface PlannedLoadInput {
  loadNumber: string;
  customer: string;
  pickupLocation: string;
  deliveryLocation: string;
  /** YYYY-MM-DD */
  pickupDate: string;
  /** YYYY-MM-DD */
  deliveryDate: string;
  rate: number;
  status?: LoadStatus;
}

export interface PlannedLoad extends Required<PlannedLoadInput> {
  id: string;
  isAssignedToTrip: boolean;
}

export const plannedLoadSchema = friendly(
  Joi.object<PlannedLoadInput>({
    loadNumber: text('Load number', 40),
    customer: text('Customer'),
    pickupLocation: text('Pickup location', 200),
    deliveryLocation: text('Delivery location', 200),
    pickupDate: date('Pickup date'),
    deliveryDate: date('Delivery date').custom((value: string, helpers) => {
      const pickup = (helpers.state.ancestors[0] as { pickupDate?: unknown }).pickupDate;
      return typeof pickup === 'string' && value < pickup ? helpers.error('date.order') : value;
    }),
    rate: Joi.number()
      .min(0)
      .max(10_000_000)
      .precision(2)
      .required()
      .label('Rate')
      .messages({
        ...required('Rate'),
        'number.min': 'Rate cannot be negative',
        'number.max': 'Rate is too large',
      }),
    status: Joi.string()
      .valid(...LOAD_STATUSES)
      .label('Status'),
  }).messages({ 'date.order': FLEET_MESSAGES.deliveryBeforePickup }),
);

// --- Drivers --------------------------------------------------------------------------------

/** How a driver is paid for a trip (issue 22): the rate's unit follows the type. */
export const PAY_TYPE_LABELS = {
  per_mile: 'Per mile',
  percentage: 'Percentage of revenue',
  flat: 'Flat per trip',
  hourly: 'Hourly',
} as const;
export type PayType = keyof typeof PAY_TYPE_LABELS;
export const PAY_TYPES = Object.keys(PAY_TYPE_LABELS) as PayType[];
/** The rate field's label for each pay type. */
export const PAY_RATE_LABELS: Record<PayType, string> = {
  per_mile: 'Pay Rate ($ per mile)',
  percentage: 'Pay Rate (% of revenue)',
  flat: 'Pay Rate ($ per trip)',
  hourly: 'Pay Rate ($ per hour)',
};

/** An optional calendar day: '' when not known. */
const optionalDate = (label: string) =>
  Joi.string()
    .trim()
    .allow('')
    .default('')
    .pattern(ISO_DATE)
    .custom((value: string, helpers) =>
      value === '' || isCalendarDate(value) ? value : helpers.error('string.pattern.base'),
    )
    .label(label)
    .messages({ 'string.pattern.base': `${label} must be a valid date` });

export interface DriverInput {
  name: string;
  license: string;
  phone: string;
  email: string;
  /** per_mile when left out. */
  payType?: PayType;
  /** Dollars per mile, percent of revenue, dollars per trip or dollars per hour. */
  payRate: number;
  status?: DriverStatus;
  /** YYYY-MM-DD or '': the day the CDL runs out. */
  licenseExpiration?: string;
  /** YYYY-MM-DD or '': the day the medical card runs out. */
  medicalCardExpiration?: string;
}

/** A driver as the API answers it: the pay type and rate are null for anyone but the owner. */
export interface Driver extends Required<Omit<DriverInput, 'payType' | 'payRate'>> {
  id: string;
  payType: PayType | null;
  payRate: number | null;
  /** When the driver was added (ISO 8601); the table's date filter counts its UTC day. */
  createdAt: string;
}

export const driverSchema = friendly(
  Joi.object<DriverInput>({
    name: text('Name'),
    license: text('License', 40),
    phone: text('Phone', 30),
    email: email(),
    payType: Joi.string()
      .valid(...PAY_TYPES)
      .default('per_mile')
      .label('Pay type')
      .messages({ 'any.only': 'Choose a pay type from the list' }),
    payRate: Joi.number()
      .min(0)
      .max(100_000)
      .precision(4)
      .required()
      .when('payType', { is: 'percentage', then: Joi.number().max(100) })
      .label('Pay rate')
      .messages({
        ...required('Pay rate'),
        'number.min': 'Pay rate cannot be negative',
        'number.max': 'Pay rate is too large',
      }),
    status: Joi.string()
      .valid(...DRIVER_STATUSES)
      .label('Status'),
    licenseExpiration: optionalDate('CDL expiration'),
    medicalCardExpiration: optionalDate('Medical card expiration'),
  }),
);

/** A driver's details without pay (a dispatcher's form). */
export type DriverDetailsInput = Omit<DriverInput, 'payType' | 'payRate'>;

export const ONLY_OWNER_SETS_PAY = "Only the owner sets a driver's pay";

/**
 * The form of a dispatcher (issue 22): pay is the owner's, so a dispatcher's driver form has no
 * pay fields and the API refuses them; a new driver starts per mile at 0 until the owner sets it.
 */
export const driverDetailsSchema = driverSchema.fork(['payType', 'payRate'], () =>
  Joi.any().forbidden().messages({ 'any.unknown': ONLY_OWNER_SETS_PAY }),
) as unknown as Joi.ObjectSchema<DriverDetailsInput>;

// --- Equipment ------------------------------------------------------------------------------

export const EQUIPMENT_YEAR_MIN = 1950;
export const equipmentYearMax = () => new Date().getFullYear() + 1;

const year = () =>
  Joi.number()
    .integer()
    .min(EQUIPMENT_YEAR_MIN)
    .max(equipmentYearMax())
    .required()
    .label('Year')
    .messages({
      ...required('Year'),
      'number.min': `Year must be ${EQUIPMENT_YEAR_MIN} or later`,
      'number.max': 'Year cannot be in the future',
      'number.integer': 'Year must be a whole number',
    });

const make = (makes: readonly string[]) =>
  Joi.string()
    .empty('')
    .valid(...makes)
    .required()
    .label('Make')
    .messages({ ...required('Make'), 'any.only': 'Choose a make from the list' });

const equipmentStatus = () =>
  Joi.string()
    .valid(...EQUIPMENT_STATUSES)
    .label('Status');

/** The papers of a truck or trailer that run out (issue 22): YYYY-MM-DD or ''. */
export interface EquipmentPapers {
  registrationExpiration?: string;
  insuranceExpiration?: string;
  inspectionExpiration?: string;
}

export interface TruckInput extends EquipmentPapers {
  unit: string;
  year: number;
  make: TruckMake;
  model: string;
  status?: EquipmentStatus;
}

export interface TrailerInput extends EquipmentPapers {
  unit: string;
  year: number;
  make: TrailerMake;
  model: TrailerModel;
  status?: EquipmentStatus;
}

const papers = {
  registrationExpiration: optionalDate('Registration expiration'),
  insuranceExpiration: optionalDate('Insurance expiration'),
  inspectionExpiration: optionalDate('Annual inspection due date'),
};

export interface Truck extends Required<TruckInput> {
  id: string;
  type: 'truck';
  /** When the unit was added (ISO 8601); the table's date filter counts its UTC day. */
  createdAt: string;
}

export interface Trailer extends Required<TrailerInput> {
  id: string;
  type: 'trailer';
  /** When the unit was added (ISO 8601); the table's date filter counts its UTC day. */
  createdAt: string;
}

export const truckSchema = friendly(
  Joi.object<TruckInput>({
    unit: text('Unit', 40),
    year: year(),
    make: make(TRUCK_MAKES),
    model: text('Model', 60),
    status: equipmentStatus(),
    ...papers,
  }),
);

export const trailerSchema = friendly(
  Joi.object<TrailerInput>({
    unit: text('Unit', 40),
    year: year(),
    make: make(TRAILER_MAKES),
    model: Joi.string()
      .empty('')
      .valid(...TRAILER_MODELS)
      .required()
      .label('Model')
      .messages({ ...required('Model'), 'any.only': 'Choose a model from the list' }),
    status: equipmentStatus(),
    ...papers,
  }),
);
