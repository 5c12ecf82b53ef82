import { SERVICE_UNREACHABLE } from '@freight/runtime';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type Joi from 'joi';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/** A request schema of `@freight/contracts`. */
export type ContractSchema = Joi.ObjectSchema;

/** A contracts schema, or a loader of one (a page that keeps joi out of its first files). */
export type SchemaSource = ContractSchema | (() => Promise<ContractSchema>);

export type RequestPath = ReadonlyArray<string | number>;

/** How a form's values relate to the request its schema validates, when they differ. */
export interface RequestShape<Values> {
  /** The request the schema validates, made from what the inputs hold. */
  toRequest?: (values: Values) => unknown;
  /** The form field that shows the error at a request path; by default the path itself. */
  fieldOf?: (path: RequestPath) => string;
}

/** The API's own validation options (api/src/http/validate.ts), so form and API agree. */
export const VALIDATION_OPTIONS: Joi.ValidationOptions = {
  abortEarly: false,
  allowUnknown: false,
  convert: true,
  errors: { wrap: { label: false } },
};

/** A request path as a field name: `waypoints.1`; an error of the whole form is `root`. */
export const pathName = (path: RequestPath) => (path.length ? path.join('.') : 'root');

export async function loadSchema(source: SchemaSource): Promise<Joi.ObjectSchema> {
  return typeof source === 'function' ? source() : source;
}

/** The type of the form's `root` error when its lazily loaded schema could not be loaded. */
export const SCHEMA_UNREACHABLE = 'schema-unreachable';

/**
 * The one form resolver: validates with the contracts schema and hands the form joi's
 * converted value (trimmed, numbers and dates converted, defaults filled), or the first
 * message of each field, or a `root` error when a lazily loaded schema could not be loaded.
 * `shape` is read on every validation.
 */
export function schemaResolver<Values extends FieldValues, Request extends FieldValues>(
  source: SchemaSource,
  shape: () => RequestShape<Values> = () => ({}),
): Resolver<Values, unknown, Request> {
  return async (values, _context, options) => {
    let schema: Joi.ObjectSchema;
    try {
      schema = await loadSchema(source);
    } catch {
      // Offline when its chunk was first needed: the form says so, and its next submit loads it.
      const root = { type: SCHEMA_UNREACHABLE, message: SERVICE_UNREACHABLE.description };
      return { values: {}, errors: toNestErrors({ root }, options) };
    }
    const { toRequest, fieldOf = pathName } = shape();
    const { error, value } = schema.validate(toRequest ? toRequest(values) : values, {
      ...VALIDATION_OPTIONS,
    });
    if (!error) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: value as Request, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const detail of error.details) {
      errors[fieldOf(detail.path)] ??= { type: detail.type, message: detail.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
