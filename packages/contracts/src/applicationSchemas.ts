// The application forms' joi schemas, apart from their texts and choices (applications.ts), so
// a page that only shows applications (the admin's list) does not load joi.
import Joi from 'joi';
import {
  APPLICATION_FIELD_MESSAGES,
  APPLICATION_TEXT_LIMITS,
  CDL_CLASSES,
  MAINTENANCE_CHOICES,
  MAX_YEARS_EXPERIENCE,
  maxTruckYear,
  MIN_TRUCK_YEAR,
  OWNER_OPERATOR_TRUCK_MAKES,
  VIN_MAX_LENGTH,
  YES_NO,
  type DriverApplicationInput,
  type OwnerOperatorApplicationInput,
} from './applications';
import { friendly } from './friendlyMessages';
import { phoneNumber } from './phoneNumber';
import { emailAddress } from './emailAddress';

function messages(message: string) {
  return {
    'any.required': message,
    'any.only': message,
    'string.empty': message,
    'string.base': message,
    'string.max': message,
    'string.email': message,
    'string.pattern.base': message,
    'number.base': message,
    'number.min': message,
    'number.max': message,
    'number.integer': message,
  };
}

const requiredText = (max: number, message: string) =>
  Joi.string().trim().max(max).required().messages(messages(message));
const optionalText = (max: number, label: string) =>
  Joi.string().trim().allow('').max(max).label(label);
const choice = (values: readonly string[], message: string) =>
  Joi.string()
    .valid(...values)
    .required()
    .messages(messages(message));

const personFields = {
  firstName: requiredText(APPLICATION_TEXT_LIMITS.name, APPLICATION_FIELD_MESSAGES.firstName),
  lastName: requiredText(APPLICATION_TEXT_LIMITS.name, APPLICATION_FIELD_MESSAGES.lastName),
  email: emailAddress(APPLICATION_TEXT_LIMITS.email)
    .required()
    .messages(messages(APPLICATION_FIELD_MESSAGES.email)),
  phone: phoneNumber(APPLICATION_TEXT_LIMITS.phone)
    .required()
    .messages(messages(APPLICATION_FIELD_MESSAGES.phone)),
  address: requiredText(APPLICATION_TEXT_LIMITS.address, APPLICATION_FIELD_MESSAGES.address),
  cdlNumber: requiredText(APPLICATION_TEXT_LIMITS.cdlNumber, APPLICATION_FIELD_MESSAGES.cdlNumber),
  cdlClass: choice(CDL_CLASSES, APPLICATION_FIELD_MESSAGES.cdlClass),
  yearsExperience: Joi.number()
    .integer()
    .min(1)
    .max(MAX_YEARS_EXPERIENCE)
    .required()
    .messages(messages(APPLICATION_FIELD_MESSAGES.yearsExperience)),
  previousEmployer: optionalText(APPLICATION_TEXT_LIMITS.employer, 'Previous employer'),
  hasDui: choice(YES_NO, APPLICATION_FIELD_MESSAGES.hasDui),
  hasAccidents: choice(YES_NO, APPLICATION_FIELD_MESSAGES.hasAccidents),
  accidentDetails: Joi.when('hasAccidents', {
    is: 'yes',
    then: requiredText(
      APPLICATION_TEXT_LIMITS.accidentDetails,
      APPLICATION_FIELD_MESSAGES.accidentDetails,
    ),
    otherwise: optionalText(APPLICATION_TEXT_LIMITS.accidentDetails, 'Accident details').strip(),
  }),
  isAvailableImmediately: Joi.boolean().default(false).label('Available immediately'),
};

/** POST /api/applications/driver (multipart text fields) and the driver form. */
export const driverApplicationSchema = friendly(Joi.object<DriverApplicationInput>(personFields));

/** POST /api/applications/owner-operator (multipart text fields) and its form. */
export const ownerOperatorApplicationSchema = friendly(
  Joi.object<OwnerOperatorApplicationInput>({
    ...personFields,
    truckYear: Joi.number()
      .integer()
      .min(MIN_TRUCK_YEAR)
      .custom((year: number, helpers) =>
        year > maxTruckYear() ? helpers.error('number.max') : year,
      )
      .required()
      .messages(messages(APPLICATION_FIELD_MESSAGES.truckYear)),
    truckMake: choice(OWNER_OPERATOR_TRUCK_MAKES, APPLICATION_FIELD_MESSAGES.truckMake),
    truckModel: requiredText(
      APPLICATION_TEXT_LIMITS.truckModel,
      APPLICATION_FIELD_MESSAGES.truckModel,
    ),
    truckVin: Joi.string()
      .trim()
      .uppercase()
      .max(VIN_MAX_LENGTH)
      .pattern(/^[A-Z0-9]+$/i)
      .required()
      .messages(messages(APPLICATION_FIELD_MESSAGES.truckVin)),
    maintenanceChoice: choice(MAINTENANCE_CHOICES, APPLICATION_FIELD_MESSAGES.maintenanceChoice),
    previousCarrier: optionalText(APPLICATION_TEXT_LIMITS.employer, 'Previous carrier'),
  }),
);
