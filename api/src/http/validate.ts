import type Joi from 'joi';

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
  const { error, value: converted } = schema.validate(value ?? {}, OPTIONS);
  if (error) throw error;
  return converted as T;
}
