import Joi from 'joi';
import { friendly } from './friendlyMessages';

/** The driver's phone view (`/fleetfolio/driver`, issue 22). */

/** The header every driver action carries: the same key for a replay of the same action. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = Joi.string()
  .pattern(/^[A-Za-z0-9_-]{16,64}$/)
  .required()
  .messages({
    'any.required': `Send an ${IDEMPOTENCY_HEADER} header with each action`,
    'string.pattern.base': `The ${IDEMPOTENCY_HEADER} header must be 16 to 64 letters, digits, - or _`,
  });

/** Largest image the phone sends after downscaling it in the browser. */
export const DRIVER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const DRIVER_DOCUMENT_KINDS = ['bol', 'pod', 'receipt'] as const;
export type DriverDocumentKind = (typeof DRIVER_DOCUMENT_KINDS)[number];

const ID = /^[0-9a-f]{24}$/i;

export interface DriverDocumentInput {
  kind: DriverDocumentKind;
  /** The load the paper belongs to; the trip's only load when left out. */
  loadId?: string;
}

export const driverDocumentSchema = friendly(
  Joi.object<DriverDocumentInput>({
    kind: Joi.string()
      .valid(...DRIVER_DOCUMENT_KINDS)
      .required()
      .label('Paper')
      .messages({
        'any.only': 'Choose BOL, POD or receipt',
        'any.required': 'Choose BOL, POD or receipt',
      }),
    loadId: Joi.string()
      .pattern(ID)
      .allow('')
      .label('Load')
      .messages({ 'string.pattern.base': 'Load is not valid' }),
  }),
);

export interface OdometerInput {
  at: 'start' | 'end';
  reading: number;
}

export const odometerSchema = friendly(
  Joi.object<OdometerInput>({
    at: Joi.string().valid('start', 'end').required().label('Reading at').messages({
      'any.only': 'Choose trip start or trip end',
    }),
    reading: Joi.number()
      .empty('')
      .integer()
      .min(0)
      .max(9_999_999)
      .required()
      .label('Odometer reading')
      .messages({
        'any.required': 'Odometer reading is required',
        'number.base': 'Odometer reading must be a number',
        'number.integer': 'Odometer reading must be whole miles',
        'number.min': 'Odometer reading cannot be negative',
        'number.max': 'Odometer reading is too large',
      }),
  }),
);

export interface FuelPurchaseInput {
  gallons: number;
  /** Two-letter state code (IFTA). */
  state: string;
  amount: number;
  vendor?: string;
  /** YYYY-MM-DD; today when left out. */
  expenseDate?: string;
}

export const fuelPurchaseSchema = friendly(
  Joi.object<FuelPurchaseInput>({
    gallons: Joi.number()
      .empty('')
      .label('Gallons')
      .greater(0)
      .max(10_000)
      .precision(3)
      .required()
      .messages({
        'any.required': 'Gallons are required',
        'number.base': 'Gallons must be a number',
        'number.greater': 'Gallons must be more than 0',
        'number.max': 'Gallons are too many',
      }),
    state: Joi.string()
      .trim()
      .uppercase()
      .pattern(/^[A-Z]{2}$/)
      .required()
      .label('State')
      .messages({
        'any.required': 'State is required',
        'string.empty': 'State is required',
        'string.pattern.base': 'State must be a two-letter code',
      }),
    amount: Joi.number()
      .empty('')
      .label('Amount')
      .min(0)
      .max(100_000)
      .precision(2)
      .required()
      .messages({
        'any.required': 'Amount is required',
        'number.base': 'Amount must be a number',
        'number.min': 'Amount cannot be negative',
        'number.max': 'Amount is too large',
      }),
    vendor: Joi.string().trim().max(120).allow('').label('Vendor'),
    expenseDate: Joi.string()
      .pattern(/^\d{4}-\d{2}-\d{2}$/)
      .allow('')
      .label('Date')
      .messages({ 'string.pattern.base': 'Date must be a valid date' }),
  }),
);

export interface DriverStopView {
  id: string;
  kind: 'pickup' | 'delivery';
  /** The place as the load names it: what the maps link searches for. */
  stopName: string;
  /** The appointment day (YYYY-MM-DD), '' when the load has none. */
  stopDate: string;
  order: number;
  loadNumber: string;
  arrivedAt: string | null;
  completedAt: string | null;
  completed: boolean;
}

export interface DriverTripView {
  id: string;
  tripNumber: string;
  status: 'planned' | 'dispatched' | 'completed';
  truck: string;
  trailer: string;
  loads: Array<{ id: string; loadNumber: string }>;
  stops: DriverStopView[];
  startOdometer: number | null;
  endOdometer: number | null;
}

export interface DriverHomeView {
  driver: { id: string; name: string };
  /** Dispatched trips, and completed ones still waiting for their end odometer. */
  current: DriverTripView[];
  /** Planned trips, soonest first. */
  next: DriverTripView[];
}

/** What a driver action answers (also to a replay of it, from the first time). */
export interface DriverActionResult {
  tripId: string;
  done: string;
  at: string;
}
