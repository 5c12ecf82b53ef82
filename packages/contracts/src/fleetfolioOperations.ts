import Joi from 'joi';
import { friendly } from './friendlyMessages';
import { listQuerySchema } from './listQuery';
import {
  DRIVER_STATUSES,
  EQUIPMENT_STATUSES,
  LOAD_STATUSES,
  LOAD_STATUS_LABELS,
  type DriverStatus,
  type EquipmentStatus,
  type LoadStatus,
  type PlannedLoad,
} from './fleetfolio';
import type { FinancialSettlements } from './fleetfolioSettlements';

/** Texts of the Trips, Invoices, Reports and Settings & More tabs (spec 001 §2). */
export const FLEET_OPERATIONS_MESSAGES = {
  tripCreatedTitle: 'Trip Created',
  tripCreatedDescription: 'New trip has been created successfully.',
  noActiveTrips: 'No active trips. Create a trip to start tracking loads and driver activities.',
  invoiceCreatedTitle: 'Invoice Created',
  invoiceCreatedDescription: 'New invoice has been created successfully.',
  noInvoices: 'No invoices created yet. Complete a load and create your first invoice.',
  loadOnAnotherTrip: 'This load is already on a trip',
  loadNotPlanned: (loadNumber: string, status: LoadStatus) =>
    `Load ${loadNumber} is ${LOAD_STATUS_LABELS[status].toLowerCase()}: only a planned load can go on a trip`,
  loadNotInvoiceable: 'Only loads In Transit or Delivered can be invoiced',
  loadAlreadyInvoiced: 'This load is already on an invoice',
  paymentTooLarge: 'The payment is more than the balance due',
  customerHasNoEmail: 'Add an email address for this customer in Customers before sending',
  supportSent: 'Your message has been sent to our support team.',
  teamDriverIsDriver: 'The team driver must be someone other than the driver',
  deliveryBeforePickup: 'Complete the pickup of this load before its delivery',
  invoicedTripMiles: 'The miles of a trip whose loads are invoiced cannot be changed',
  settledTrip: (settlementNumber: string) =>
    `This trip is paid by settlement ${settlementNumber}: its miles and hours cannot be changed`,
} as const;

/**
 * Why a load cannot go on a trip, in the words of the API's 409; null when it can. Only a
 * planned load on no trip can: one in transit or delivered is being or was hauled already.
 */
export function tripRefusal(
  load: Pick<PlannedLoad, 'loadNumber' | 'status' | 'isAssignedToTrip'>,
): string | null {
  if (load.status !== 'planned') {
    return FLEET_OPERATIONS_MESSAGES.loadNotPlanned(load.loadNumber, load.status);
  }
  return load.isAssignedToTrip ? FLEET_OPERATIONS_MESSAGES.loadOnAnotherTrip : null;
}

/** Money is computed in whole cents and stored as dollars rounded to the cent. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const fromCents = (cents: number) => Math.round(cents) / 100;

const ID = /^[0-9a-f]{24}$/i;
const id = (label: string) =>
  Joi.string()
    .pattern(ID)
    .label(label)
    .messages({
      'string.pattern.base': `${label} is not valid`,
      'any.required': `${label} is required`,
      'string.empty': `${label} is required`,
    });
const label = (name: string, max = 120) =>
  Joi.string()
    .trim()
    .max(max)
    .label(name)
    .messages({
      'any.required': `${name} is required`,
      'string.empty': `${name} is required`,
      'string.max': `${name} must be at most ${max} characters`,
    });
const money = (name: string) =>
  Joi.number()
    .empty('')
    .min(0)
    .max(10_000_000)
    .precision(2)
    .label(name)
    .messages({
      'any.required': `${name} is required`,
      'number.base': `${name} must be a number`,
      'number.min': `${name} cannot be negative`,
      'number.max': `${name} is too large`,
    });
const optionalId = (name: string) => id(name).allow('', null);

// --- Trips ----------------------------------------------------------------------------------

export const TRIP_STATUS_LABELS = {
  planned: 'Planned',
  dispatched: 'Dispatched',
  completed: 'Completed',
} as const;
export type TripStatus = keyof typeof TRIP_STATUS_LABELS;

export interface TripInput {
  tripName: string;
  driverId: string;
  teamDriverId?: string | null;
  truckId: string;
  trailerId?: string | null;
  loadIds?: string[];
}

export const tripSchema = friendly(
  Joi.object<TripInput>({
    tripName: label('Trip Name', 40).required(),
    driverId: id('Driver').required().messages({ 'string.empty': 'Choose a driver' }),
    teamDriverId: optionalId('Team driver')
      .invalid(Joi.ref('driverId'))
      .messages({ 'any.invalid': FLEET_OPERATIONS_MESSAGES.teamDriverIsDriver }),
    truckId: id('Truck').required().messages({ 'string.empty': 'Choose a truck' }),
    trailerId: optionalId('Trailer'),
    loadIds: Joi.array().items(id('Load')).max(20).unique().label('Loads'),
  }),
);

/** The hours the driver worked on a trip (hourly pay), corrected by the office. */
export const tripHoursSchema = friendly(
  Joi.object<{ hours: number }>({
    hours: Joi.number().empty('').min(0).max(500).precision(2).required().label('Hours').messages({
      'any.required': 'Hours are required',
      'number.base': 'Hours must be a number',
      'number.min': 'Hours cannot be negative',
      'number.max': 'Hours are too many',
    }),
  }),
);

export const tripMilesSchema = friendly(
  Joi.object<{ totalMiles: number }>({
    totalMiles: Joi.number()
      .empty('')
      .min(0)
      .max(20_000)
      .precision(1)
      .required()
      .label('Miles')
      .messages({
        'any.required': 'Miles are required',
        'number.base': 'Miles must be a number',
        'number.min': 'Miles cannot be negative',
        'number.max': 'Miles are too large',
      }),
  }),
);

export const tripLoadSchema = friendly(
  Joi.object<{ loadId: string }>({
    loadId: id('Load').required().messages({ 'string.empty': 'Choose a load' }),
  }),
);

export const EXPENSE_TYPE_LABELS = { fuel: 'Fuel', tolls: 'Tolls', other: 'Other' } as const;
export type ExpenseType = keyof typeof EXPENSE_TYPE_LABELS;
export const EXPENSE_TYPES = Object.keys(EXPENSE_TYPE_LABELS) as ExpenseType[];

export interface ExpenseInput {
  expenseType: ExpenseType;
  amount: number;
  vendor?: string;
  gallons?: number;
  /** Two-letter state where fuel was bought (IFTA). */
  state?: string;
  /** YYYY-MM-DD */
  expenseDate?: string;
}

export const expenseSchema = friendly(
  Joi.object<ExpenseInput>({
    expenseType: Joi.string()
      .valid(...EXPENSE_TYPES)
      .required()
      .label('Type')
      .messages({ 'any.only': 'Choose fuel, tolls or other', 'any.required': 'Type is required' }),
    amount: money('Amount').required(),
    vendor: label('Vendor').allow(''),
    gallons: Joi.when('expenseType', {
      is: 'fuel',
      then: Joi.number().empty('').greater(0).max(10_000).precision(3).required(),
      otherwise: Joi.forbidden(),
    })
      .label('Gallons')
      .messages({
        'any.required': 'Gallons are required for fuel',
        'number.greater': 'Gallons must be more than 0',
      }),
    state: Joi.when('expenseType', {
      is: 'fuel',
      then: Joi.string()
        .trim()
        .uppercase()
        .max(2)
        .pattern(/^[A-Z]{2}$/)
        .required(),
      otherwise: Joi.forbidden(),
    })
      .label('Fuel state')
      .messages({
        'any.required': 'State is required for fuel',
        'string.empty': 'State is required for fuel',
        'string.pattern.base': 'State must be a two-letter code',
      }),
    expenseDate: Joi.string()
      .pattern(/^\d{4}-\d{2}-\d{2}$/)
      .allow('')
      .label('Expense date'),
  }),
);

export interface TripStopView {
  id: string;
  stopName: string;
  kind: 'pickup' | 'delivery';
  loadId: string;
  stopDate: string;
  order: number;
  completed: boolean;
  /** When the driver marked it arrived / completed (ISO), null before. */
  arrivedAt: string | null;
  completedAt: string | null;
}

export interface TripExpenseView {
  id: string;
  expenseType: ExpenseType;
  vendor: string;
  amount: number;
  gallons: number | null;
  state: string;
  expenseDate: string;
  receiptUrl: string | null;
}

export interface TripView {
  id: string;
  tripNumber: string;
  status: TripStatus;
  driver: { id: string; name: string } | null;
  teamDriver: { id: string; name: string } | null;
  truck: { id: string; label: string } | null;
  trailer: { id: string; label: string } | null;
  loads: Array<{ id: string; loadNumber: string; rate: number; status: string }>;
  stops: TripStopView[];
  expenses: TripExpenseView[];
  totalMiles: number;
  /** Hours the driver worked on the trip (hourly pay). */
  driverHours: number;
  /** Pay and margin are the owner's: null for a dispatcher (issue 22). */
  driverPay: number | null;
  revenue: number;
  expenseTotal: number;
  profit: number | null;
  revenuePerMile: number;
  costPerMile: number | null;
  profitPerMile: number | null;
  /** The odometer readings the driver recorded on the phone at trip start and end (issue 22). */
  startOdometer: number | null;
  endOdometer: number | null;
  /** The settlement that approved the trip's pay: its miles and hours stay as approved. */
  settlementNumber: string | null;
  /** A load of the trip is on an invoice, which bills the miles it was made from. */
  invoiced: boolean;
  dispatchedAt: string | null;
  completedAt: string | null;
  createdAt: string;
}

// --- Invoices -------------------------------------------------------------------------------

export const INVOICE_STATUS_LABELS = {
  unpaid: 'Unpaid',
  partial: 'Partial',
  paid: 'Paid',
} as const;
export type CarrierInvoiceStatus = keyof typeof INVOICE_STATUS_LABELS;

export interface CarrierInvoiceInput {
  invoiceNumber: string;
  loadId: string;
  amount: number;
}

export const carrierInvoiceSchema = friendly(
  Joi.object<CarrierInvoiceInput>({
    invoiceNumber: label('Invoice Number', 40).required(),
    loadId: id('Load').required().messages({ 'string.empty': 'Choose a load' }),
    amount: money('Invoice Amount').greater(0).required().messages({
      'number.greater': 'Invoice Amount must be more than 0',
    }),
  }),
);

export interface PaymentInput {
  paymentAmount: number;
  factoringFees?: number;
  otherDeductions?: number;
}

export const paymentSchema = friendly(
  Joi.object<PaymentInput>({
    paymentAmount: money('Payment amount').required(),
    factoringFees: money('Factoring fees').default(0),
    otherDeductions: money('Other deductions').default(0),
  }),
);

export interface InvoicePaymentView {
  id: string;
  paymentAmount: number;
  factoringFees: number;
  otherDeductions: number;
  paidAt: string;
}

export interface CarrierInvoiceView {
  id: string;
  invoiceNumber: string;
  customerName: string;
  customerEmail: string;
  remitTo: { name: string; address: string; city: string; state: string; zipCode: string };
  loads: Array<{
    id: string;
    loadNumber: string;
    rate: number;
    pickupLocation: string;
    deliveryLocation: string;
  }>;
  totalAmount: number;
  amountPaid: number;
  balanceDue: number;
  status: CarrierInvoiceStatus;
  payments: InvoicePaymentView[];
  /** Names of the files the invoice email carries: the invoice PDF and the loads' documents. */
  attachments: string[];
  /** FileSafe ids of the loads' documents that the email attaches. */
  documentIds: string[];
  sentAt: string | null;
  paidAt: string | null;
  createdAt: string;
}

// --- Reports --------------------------------------------------------------------------------

export interface IftaRow {
  id: string;
  state: string;
  miles: number;
  fuelPurchased: number;
  source: 'manual' | 'computed';
  /** Computed from the straight-line distance between stops, not from roads. */
  estimated: boolean;
  tripNumber: string;
}

export interface IftaReport {
  year: number;
  quarter: number;
  rows: IftaRow[];
  byState: Array<{ state: string; miles: number; fuelPurchased: number }>;
}

export const reportPeriodSchema = Joi.object<{ year: number; quarter?: number }>({
  year: Joi.number().integer().min(2000).max(2100).required(),
  quarter: Joi.number().integer().min(1).max(4),
});

export interface IftaRowInput {
  year: number;
  quarter: number;
  state: string;
  miles: number;
  fuelPurchased: number;
}

export const iftaRowSchema = friendly(
  Joi.object<IftaRowInput>({
    year: Joi.number().integer().min(2000).max(2100).required().label('Year'),
    quarter: Joi.number().integer().min(1).max(4).required().label('Quarter'),
    state: Joi.string()
      .trim()
      .uppercase()
      .max(2)
      .pattern(/^[A-Z]{2}$/)
      .required()
      .label('State')
      .messages({
        'string.pattern.base': 'State must be a two-letter code',
      }),
    miles: Joi.number().empty('').min(0).max(100_000).precision(1).required().label('Miles'),
    fuelPurchased: Joi.number()
      .empty('')
      .min(0)
      .max(100_000)
      .precision(3)
      .required()
      .label('Fuel purchased'),
  }),
);

export const iftaEditSchema = iftaRowSchema.fork(['year', 'quarter', 'state'], (schema) =>
  schema.forbidden(),
);

export interface FinancialMonth {
  month: string;
  revenue: number;
  driverPay: number;
  expenses: number;
  profit: number;
  miles: number;
  revenuePerMile: number;
}

export interface FinancialReport {
  year: number;
  months: FinancialMonth[];
  expensesByType: Array<{ type: string; amount: number }>;
  /** The drivers' approved and paid settlements of the year (by the period's last day). */
  settlements: FinancialSettlements;
}

export interface FleetReport {
  year: number;
  drivers: Array<{
    id: string;
    name: string;
    trips: number;
    miles: number;
    revenue: number;
    pay: number;
  }>;
  trucks: Array<{
    id: string;
    unit: string;
    trips: number;
    miles: number;
    /** Calendar days on trips and days available in the period (see UTILISATION_DEFINITION). */
    daysOnTrips: number;
    daysAvailable: number;
    /** daysOnTrips ÷ daysAvailable, percent with one decimal. */
    utilisation: number;
  }>;
  /** The whole fleet: truck-days on trips ÷ available truck-days, percent with one decimal. */
  fleetUtilisation: number;
}

/** What the Fleet report's utilisation means, shown under its truck table. */
export const UTILISATION_DEFINITION =
  'Utilization = days a truck was on a trip (from the day it was dispatched through the day it was completed, or today while it runs; each day counted once) ÷ days it was available in the year (from January 1 or the day it was added, through today). Days are UTC calendar days.';

// --- Customers and support ------------------------------------------------------------------

export const CUSTOMER_TYPE_LABELS = {
  customer: 'Customer',
  shipper: 'Shipper',
  consignee: 'Consignee',
} as const;
export type CustomerType = keyof typeof CUSTOMER_TYPE_LABELS;
export const CUSTOMER_TYPES = Object.keys(CUSTOMER_TYPE_LABELS) as CustomerType[];

export interface CustomerInput {
  customerName: string;
  customerType: CustomerType;
  contactName?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  notes?: string;
}

export interface CustomerView extends Required<CustomerInput> {
  id: string;
}

export const customerSchema = friendly(
  Joi.object<CustomerInput>({
    customerName: label('Name').required(),
    customerType: Joi.string()
      .valid(...CUSTOMER_TYPES)
      .required()
      .label('Type'),
    contactName: label('Contact').allow(''),
    email: Joi.string().trim().email({ tlds: false }).max(200).allow('').label('Email').messages({
      'string.email': 'Enter a valid email address',
    }),
    phone: label('Phone', 30).allow(''),
    address: label('Address', 200).allow(''),
    city: label('City', 80).allow(''),
    state: label('State', 2).allow(''),
    zipCode: label('ZIP code', 10).allow(''),
    notes: Joi.string().max(2000).allow('').label('Notes'),
  }),
);

export const DOCUMENT_KIND_LABELS = {
  rate_confirmation: 'Rate confirmation',
  bol: 'BOL',
  pod: 'POD',
  receipt: 'Receipt',
  other: 'Other',
} as const;
export type FleetDocumentKind = keyof typeof DOCUMENT_KIND_LABELS;
export const DOCUMENT_KINDS = Object.keys(DOCUMENT_KIND_LABELS) as FleetDocumentKind[];

export const documentUploadSchema = friendly(
  Joi.object<{
    kind: FleetDocumentKind;
    loadId?: string;
    tripId?: string;
  }>({
    kind: Joi.string()
      .valid(...DOCUMENT_KINDS)
      .required()
      .label('Document type'),
    loadId: id('Load'),
    tripId: id('Trip'),
  })
    .xor('loadId', 'tripId')
    .messages({
      'object.xor': 'Choose a load or a trip',
      'object.missing': 'Choose a load or a trip',
    }),
);

export interface FleetDocumentView {
  id: string;
  kind: FleetDocumentKind;
  name: string;
  size: number;
  loadId: string | null;
  tripId: string | null;
  uploadedAt: string;
}

export interface SupportInput {
  subject: string;
  message: string;
}

export const supportSchema = friendly(
  Joi.object<SupportInput>({
    subject: label('Subject', 150).required(),
    message: label('Message', 5000).required(),
  }),
);

/**
 * How long after a delete the carrier may undo it (issue 23), in seconds: the lists show Undo
 * this long and the API restores the record until then, the same figure on both sides.
 */
export const FLEET_UNDO_SECONDS = 10;

// --- Tables (issue 23) ----------------------------------------------------------------------

/**
 * What the Invoices table sorts by; the search is the invoice number or the customer's name,
 * the dates its creation.
 */
export const CARRIER_INVOICE_LIST_SORTS = [
  'createdAt',
  'invoiceNumber',
  'totalAmount',
  'balanceDue',
  'status',
] as const;
export type CarrierInvoiceListSort = (typeof CARRIER_INVOICE_LIST_SORTS)[number];
export const carrierInvoiceListQuerySchema = listQuerySchema({
  statuses: Object.keys(INVOICE_STATUS_LABELS) as CarrierInvoiceStatus[],
  sortFields: CARRIER_INVOICE_LIST_SORTS,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});

/** What the Trips table sorts by; the search is the trip number, the dates its creation. */
export const TRIP_LIST_SORTS = [
  'createdAt',
  'tripNumber',
  'status',
  'totalMiles',
  'revenue',
] as const;
export type TripListSort = (typeof TRIP_LIST_SORTS)[number];
export const tripListQuerySchema = listQuerySchema({
  statuses: Object.keys(TRIP_STATUS_LABELS) as TripStatus[],
  sortFields: TRIP_LIST_SORTS,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});

/**
 * What the Customers table sorts by; the search is the name, contact, email, phone and city,
 * the "status" filter the customer type, the dates when the customer was added.
 */
export const CUSTOMER_LIST_SORTS = ['customerName', 'customerType', 'city', 'createdAt'] as const;
export type CustomerListSort = (typeof CUSTOMER_LIST_SORTS)[number];
export const customerListQuerySchema = listQuerySchema({
  statuses: CUSTOMER_TYPES,
  sortFields: CUSTOMER_LIST_SORTS,
  defaultSort: { sort: 'customerName', dir: 'asc' },
});

/**
 * What the Load Planner table sorts by; the search is the load number, customer and both
 * places, the dates the pickup day.
 */
export const PLANNED_LOAD_LIST_SORTS = [
  'pickupDate',
  'loadNumber',
  'customer',
  'rate',
  'status',
  'createdAt',
] as const;
export type PlannedLoadListSort = (typeof PLANNED_LOAD_LIST_SORTS)[number];
export const plannedLoadListQuerySchema = listQuerySchema<LoadStatus, PlannedLoadListSort>({
  statuses: LOAD_STATUSES,
  sortFields: PLANNED_LOAD_LIST_SORTS,
  defaultSort: { sort: 'pickupDate', dir: 'desc' },
});

/**
 * What the Drivers table sorts by (never pay: a dispatcher may not see it, nor its order); the
 * search is the first and last name, licence, phone and email, the dates when the driver was
 * added.
 */
export const DRIVER_LIST_SORTS = [
  'name',
  'status',
  'licenseExpiration',
  'medicalCardExpiration',
  'createdAt',
] as const;
export type DriverListSort = (typeof DRIVER_LIST_SORTS)[number];
export const driverListQuerySchema = listQuerySchema<DriverStatus, DriverListSort>({
  statuses: DRIVER_STATUSES,
  sortFields: DRIVER_LIST_SORTS,
  defaultSort: { sort: 'name', dir: 'asc' },
});

/**
 * What the Trucks and Trailers tables sort by; the search is the unit number, make and model,
 * the dates when the unit was added.
 */
export const EQUIPMENT_LIST_SORTS = ['unit', 'year', 'make', 'status', 'createdAt'] as const;
export type EquipmentListSort = (typeof EQUIPMENT_LIST_SORTS)[number];
export const equipmentListQuerySchema = listQuerySchema<EquipmentStatus, EquipmentListSort>({
  statuses: EQUIPMENT_STATUSES,
  sortFields: EQUIPMENT_LIST_SORTS,
  defaultSort: { sort: 'unit', dir: 'asc' },
});

/** A load can be invoiced on the road (spec) or delivered, once: on no invoice yet. */
export const INVOICEABLE_LOAD_STATUSES = [
  'in_transit',
  'delivered',
] as const satisfies readonly LoadStatus[];

/** What the loads Create Invoice offers sort by. */
export type InvoiceableLoadSort = 'deliveryDate' | 'loadNumber';

/**
 * The loads Create Invoice offers (`GET /invoices/invoiceable-loads`): the search is the load
 * number or customer, the dates the delivery day, the latest delivery first by default.
 */
export const invoiceableLoadQuerySchema = listQuerySchema<LoadStatus, InvoiceableLoadSort>({
  statuses: INVOICEABLE_LOAD_STATUSES,
  sortFields: ['deliveryDate', 'loadNumber'],
  defaultSort: { sort: 'deliveryDate', dir: 'desc' },
});

/** What "Mark paid" (`markInvoicesPaidSchema`) did with each of a carrier's invoices named. */
export interface MarkCarrierInvoicesPaidResult {
  paid: Array<{ id: string; invoiceNumber: string }>;
  /** Already paid, or not one of the carrier's invoices (never said which carrier's it is). */
  skipped: Array<{ id: string; invoiceNumber: string | null; reason: string }>;
}
