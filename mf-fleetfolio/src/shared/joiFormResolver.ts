import { joiResolver } from '@hookform/resolvers/joi';
import type Joi from 'joi';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form resolver from a contracts schema. Joi converts what the inputs hold (text)
 * into the schema's types, so the submitted values are the `Output` type; the cast states that
 * conversion, which the library's typing does not express.
 */
export function joiFormResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: Joi.ObjectSchema<Output>,
): Resolver<Input, unknown, Output> {
  return joiResolver(schema) as unknown as Resolver<Input, unknown, Output>;
}
