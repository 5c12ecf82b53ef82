import type Joi from 'joi';

/**
 * What a person reads when a value is refused, for every rule the schemas use, in place of
 * joi's own wording ('"companyName" length must be less than or equal to 120 characters long',
 * 'must be in ISO 8601 date format', 'is not allowed to be empty'). `{#label}` is the field's
 * `.label()`; a field with messages of its own keeps them.
 */
export const FRIENDLY_MESSAGES: Joi.LanguageMessages = {
  'any.required': '{#label} is required',
  'any.only': '{#label} must be one of the listed choices',
  'any.invalid': '{#label} is not allowed',
  'any.unknown': '{#label} is not allowed',
  'string.base': '{#label} must be text',
  'string.empty': '{#label} is required',
  'string.min': '{#label} must be at least {#limit} characters',
  'string.max': '{#label} must be at most {#limit} characters',
  'string.length': '{#label} must be {#limit} characters',
  'string.email': 'Enter a valid email address',
  'string.pattern.base': '{#label} is not valid',
  'string.pattern.name': '{#label} is not valid',
  'string.hex': '{#label} is not valid',
  'string.isoDate': '{#label} must be a valid date',
  'string.uri': '{#label} must be a full web address',
  'string.uriCustomScheme': '{#label} must be a full web address',
  'number.base': '{#label} must be a number',
  'number.integer': '{#label} must be a whole number',
  'number.min': '{#label} must be at least {#limit}',
  'number.max': '{#label} must be at most {#limit}',
  'number.greater': '{#label} must be more than {#limit}',
  'number.less': '{#label} must be less than {#limit}',
  'number.positive': '{#label} must be more than 0',
  'number.precision': '{#label} has too many decimal places',
  'number.unsafe': '{#label} is too large',
  'boolean.base': '{#label} must be yes or no',
  'date.base': '{#label} must be a valid date',
  'date.format': '{#label} must be a valid date',
  'date.min': '{#label} is too early',
  'date.max': '{#label} is too late',
  'array.base': '{#label} must be a list',
  'array.max': '{#label} can have at most {#limit} items',
  'array.min': '{#label} needs at least {#limit} items',
  'array.unique': '{#label} lists the same item twice',
  'array.includes': '{#label} holds an item that is not valid',
  'object.base': '{#label} is not valid',
};

/**
 * One message for whatever rule a field fails. Use it in place of joi's `'*'`, which the
 * specific messages of {@link friendly} would otherwise override.
 */
export function everyRule(message: string): Joi.LanguageMessages {
  const all: Joi.LanguageMessages = { '*': message };
  for (const code of Object.keys(FRIENDLY_MESSAGES)) all[code] = message;
  return all;
}

/**
 * A request or form schema that speaks to people: the friendly messages for every field
 * without its own, labels without quotes. The API validates with the same schema object, so
 * the API's 400 and the form's field errors say the same thing.
 */
export function friendly<T extends Joi.Schema>(schema: T): T {
  return schema.prefs({ messages: FRIENDLY_MESSAGES, errors: { wrap: { label: false } } }) as T;
}
