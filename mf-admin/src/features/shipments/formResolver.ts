import type Joi from 'joi';
import { joiResolver } from '@hookform/resolvers/joi';

/** The contract schema as a form resolver, with plain-text field labels in its messages. */
export const contractResolver = (schema: Joi.Schema) =>
  joiResolver(schema, { abortEarly: false, errors: { wrap: { label: false } } });
