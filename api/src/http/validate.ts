import Joi from 'joi';
import { badRequest } from './errors';

const OPTIONS: Joi.ValidationOptions = {
  abortEarly: false,
  allowUnknown: false,
  stripUnknown: false,
  convert: true,
  errors: { wrap: { label: false } },
};

/**
 * Validates a request body or query and returns the converted value. A failure throws
 * joi's ValidationError, which the error middleware turns into a 400 naming each field.
 */
export function parse<T>(schema: Joi.ObjectSchema<T> | Joi.Schema<T>, value: unknown): T {
  let result: Joi.ValidationResult<T>;
  try {
    result = schema.validate(value ?? {}, OPTIONS);
  } catch {
    // joi itself throws on some hostile values, e.g. a date given as {"toString":"x"}.
    throw badRequest('Invalid value');
  }
  const { error, value: converted } = result;
  if (error) throw error;
  return converted as T;
}

/** A body or query that must carry nothing (a POST that only acts, a list without filters). */
export const emptySchema = Joi.object({});
