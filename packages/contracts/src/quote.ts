import Joi from 'joi';
import { friendly } from './friendlyMessages';
import { phoneNumber } from './phoneNumber';
import { QUOTE_FIELD_MESSAGES, QUOTE_TEXT_LIMITS } from './quoteTexts';
import { QUOTE_DOCUMENT_LIMITS } from './uploadLimits';
import { fileAddressSchema } from './uploads';
import {
  FREIGHT_TYPES,
  type FreightType,
  ADDITIONAL_FREIGHT_TYPES,
  type AdditionalFreightType,
  TIME_TYPES,
  type TimeType,
  DRIVER_ASSISTANCE_OPTIONS,
  type DriverAssistance,
  ASSISTANCE_LOCATIONS,
  type AssistanceLocation,
  ASSISTANCE_TYPES,
  type AssistanceType,
} from './quoteLabels';
import { emailAddress } from './emailAddress';

export interface QuoteRequestInput {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  pickupLocation: string;
  deliveryLocation: string;
  freightType: FreightType;
  additionalFreightType?: AdditionalFreightType | '';
  requestedDate?: string;
  weight?: string;
  dimensions?: string;
  pickupDate?: string;
  pickupTimeType?: TimeType;
  pickupTime?: string;
  deliveryDate?: string;
  deliveryTimeType?: TimeType;
  deliveryTime?: string;
  driverAssistance?: DriverAssistance;
  assistanceLocation?: AssistanceLocation | '';
  assistanceType?: AssistanceType | '';
  additionalInfo?: string;
  documentsUrls?: string[];
}

/** A quote request as the admin lists and the client portal read it. */
export interface QuoteRequestRecord extends QuoteRequestInput {
  id: string;
  /** The shipper's reference, e.g. Q-7K3M9P (quotes stored before issue 24 have none). */
  reference?: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** The answer to a quote submission: the stored quote, and whether its confirmation was mailed. */
export interface SubmittedQuote extends QuoteRequestRecord {
  /** False when the mail quotas held the shipper's confirmation back. */
  confirmationMailed: boolean;
}

const required = (max: number, label: string, message: string) =>
  Joi.string().trim().max(max).required().label(label).messages({
    'any.required': message,
    'string.empty': message,
    'string.base': message,
  });

const optionalText = (max: number, label: string) =>
  Joi.string().trim().allow('').max(max).label(label);

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar date as an HTML date input gives it: YYYY-MM-DD. */
const isoDate = Joi.string()
  .trim()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers) => (isRealDate(value) ? value : helpers.error('date.real')))
  .messages({
    'string.pattern.base': QUOTE_FIELD_MESSAGES.date,
    'date.real': QUOTE_FIELD_MESSAGES.date,
  });

const optionalDate = (label: string) => isoDate.allow('').label(label);

function oneOf<T extends string>(values: readonly T[], message: string) {
  return Joi.string()
    .valid(...values)
    .messages({
      'any.only': message,
      'any.required': message,
      'string.base': message,
      'string.empty': message,
    });
}

const choice = <T extends string>(values: readonly T[], label: string) =>
  Joi.string()
    .valid(...values)
    .label(label);

const assisted = (values: readonly string[], label: string, message: string) =>
  Joi.when('driverAssistance', {
    is: 'driver-assist',
    then: oneOf(values, message).required(),
    otherwise: Joi.valid(...values, '').strip(),
  }).label(label);

const quoteFields = {
  companyName: required(QUOTE_TEXT_LIMITS.name, 'Company name', QUOTE_FIELD_MESSAGES.companyName),
  contactName: required(QUOTE_TEXT_LIMITS.name, 'Contact name', QUOTE_FIELD_MESSAGES.contactName),
  email: emailAddress(QUOTE_TEXT_LIMITS.email).required().label('Email').messages({
    'any.required': QUOTE_FIELD_MESSAGES.email,
    'string.empty': QUOTE_FIELD_MESSAGES.email,
    'string.email': QUOTE_FIELD_MESSAGES.email,
    'string.base': QUOTE_FIELD_MESSAGES.email,
  }),
  phone: phoneNumber(QUOTE_TEXT_LIMITS.phone).required().label('Phone').messages({
    'any.required': QUOTE_FIELD_MESSAGES.phone,
    'string.empty': QUOTE_FIELD_MESSAGES.phone,
    'string.pattern.base': QUOTE_FIELD_MESSAGES.phone,
    'string.max': QUOTE_FIELD_MESSAGES.phone,
    'string.base': QUOTE_FIELD_MESSAGES.phone,
  }),
  pickupLocation: required(
    QUOTE_TEXT_LIMITS.location,
    'Pickup location',
    QUOTE_FIELD_MESSAGES.pickupLocation,
  ),
  deliveryLocation: required(
    QUOTE_TEXT_LIMITS.location,
    'Delivery location',
    QUOTE_FIELD_MESSAGES.deliveryLocation,
  ),
  freightType: oneOf(FREIGHT_TYPES, QUOTE_FIELD_MESSAGES.freightType)
    .required()
    .label('Primary service'),
  additionalFreightType: choice([...ADDITIONAL_FREIGHT_TYPES, ''], 'Additional service').default(
    '',
  ),
  requestedDate: optionalDate('Requested date'),
  weight: optionalText(QUOTE_TEXT_LIMITS.weight, 'Weight'),
  dimensions: optionalText(QUOTE_TEXT_LIMITS.dimensions, 'Dimensions'),
  pickupDate: optionalDate('Pickup date'),
  pickupTimeType: choice(TIME_TYPES, 'Pickup time type').default('flexible'),
  pickupTime: optionalText(QUOTE_TEXT_LIMITS.time, 'Pickup time'),
  deliveryDate: optionalDate('Delivery date'),
  deliveryTimeType: choice(TIME_TYPES, 'Delivery time type').default('flexible'),
  deliveryTime: optionalText(QUOTE_TEXT_LIMITS.time, 'Delivery time'),
  driverAssistance: choice(DRIVER_ASSISTANCE_OPTIONS, 'Driver assistance').default('no-touch'),
  assistanceLocation: assisted(
    ASSISTANCE_LOCATIONS,
    'Assistance location',
    QUOTE_FIELD_MESSAGES.assistanceLocation,
  ),
  assistanceType: assisted(
    ASSISTANCE_TYPES,
    'Assistance type',
    QUOTE_FIELD_MESSAGES.assistanceType,
  ),
  additionalInfo: optionalText(QUOTE_TEXT_LIMITS.additionalInfo, 'Additional information'),
  documentsUrls: Joi.array()
    .items(fileAddressSchema)
    .max(QUOTE_DOCUMENT_LIMITS.maxFiles)
    .unique()
    .default([])
    .label('Documents')
    .messages({ 'array.max': QUOTE_FIELD_MESSAGES.tooManyDocuments }),
};

/**
 * POST /api/quotes and the quote modal. The modal labels the requested date optional;
 * the inline form requires it ({@link inlineQuoteFormSchema}).
 */
export const quoteRequestSchema = friendly(Joi.object<QuoteRequestInput>(quoteFields));

/** The contact section's Request a Quote form: the requested date is required there. */
export const inlineQuoteFormSchema = friendly(
  quoteRequestSchema.keys({
    requestedDate: isoDate.required().label('Requested date').messages({
      'any.required': QUOTE_FIELD_MESSAGES.requestedDate,
      'string.empty': QUOTE_FIELD_MESSAGES.requestedDate,
    }),
  }),
);
