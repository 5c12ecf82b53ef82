import { fieldErrorsOf } from '@freight/runtime';
import type Joi from 'joi';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  get,
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { rulesOf, type FieldRules, type InputRules } from './schemaRules';
import {
  loadSchema,
  pathName,
  SCHEMA_UNREACHABLE,
  schemaResolver,
  type RequestShape,
  type SchemaSource,
} from './schemaResolver';

export interface SchemaFormOptions<Values extends FieldValues, Request extends FieldValues>
  extends
    Omit<
      UseFormProps<Values, unknown, Request>,
      'resolver' | 'mode' | 'reValidateMode' | 'shouldFocusError'
    >,
    RequestShape<Values> {
  schema: SchemaSource;
  /** The schema path of a field whose name differs from it (`fuelPrice` → `fuelInfo.fuelPrice`). */
  pathOf?: (field: string) => string;
}

export interface SchemaForm<
  Values extends FieldValues,
  Request extends FieldValues = Values,
> extends UseFormReturn<Values, unknown, Request> {
  /** `register` plus the input attributes of the field's schema (`maxLength`, `min`, ...). */
  input: (
    name: FieldPath<Values>,
    options?: RegisterOptions<Values, FieldPath<Values>>,
  ) => UseFormRegisterReturn<FieldPath<Values>> & Pick<InputRules, 'step' | 'aria-required'>;
  /** The input attributes alone, for a control rendered through a `Controller`. */
  rules: (name: FieldPath<Values>) => InputRules;
  /** The `error` and `required` of a `Field` around that input. */
  field: (name: FieldPath<Values>) => { error?: string; required: boolean };
  /** Shows a 400's field messages on their fields (first one focused); false when it had none. */
  showServerErrors: (error: unknown) => boolean;
  /** Starts loading a lazily loaded schema (call on the form's first focus). */
  preloadSchema: () => void;
  /**
   * The last submit could not load the form's lazily loaded schema (offline): show
   * `UnreachableAlert`. The next submit loads it again.
   */
  schemaUnreachable: boolean;
}

const focusable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && typeof element.focus === 'function';

/** The first control of the form, in page order, whose field has an error. */
function firstInvalidControl(form: Element, errors: FieldErrors): HTMLElement | null {
  for (const control of Array.from(form.querySelectorAll('[name]'))) {
    const name = control.getAttribute('name');
    if (name && get(errors, name) && focusable(control)) return control;
  }
  return null;
}

function formOf(event: { target?: unknown } | undefined): Element | null {
  const target = event?.target;
  return target instanceof Element ? (target.closest('form') ?? target) : null;
}

/**
 * The one way to build a form: react-hook-form over a contracts schema. It validates on submit,
 * then on change (never on blur: an error line appearing between mousedown and mouseup moves
 * the form under the pointer and loses the click), focuses the first invalid field in page
 * order, and gives each input the limits of its schema.
 */
export function useSchemaForm<Values extends FieldValues, Request extends FieldValues = Values>(
  options: SchemaFormOptions<Values, Request>,
): SchemaForm<Values, Request> {
  const { schema, toRequest, fieldOf, pathOf, ...formOptions } = options;
  const latest = useRef({ toRequest, fieldOf });
  useEffect(() => {
    latest.current = { toRequest, fieldOf };
  });
  const [resolver] = useState(() => schemaResolver<Values, Request>(schema, () => latest.current));
  const [loaded, setLoaded] = useState<Joi.ObjectSchema | null>(() =>
    typeof schema === 'function' ? null : schema,
  );
  const form = useForm<Values, unknown, Request>({
    ...formOptions,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, setError, setFocus, formState } = form;

  const preloadSchema = useCallback(() => {
    if (!loaded) void loadSchema(schema).then(setLoaded, () => undefined);
  }, [loaded, schema]);

  const rules = useCallback(
    (name: string): FieldRules =>
      loaded ? rulesOf(loaded, pathOf ? pathOf(name) : name) : { input: {}, required: false },
    [loaded, pathOf],
  );

  const handleSubmit = useCallback(
    <Result>(onValid: SubmitHandler<Request, Result>, onInvalid?: SubmitErrorHandler<Values>) =>
      form.handleSubmit(onValid, (errors, event) => {
        preloadSchema();
        const root = formOf(event);
        const control = root ? firstInvalidControl(root, errors) : null;
        if (control) control.focus();
        else {
          const first = Object.keys(errors).find((name) => name !== 'root');
          if (first) setFocus(first as FieldPath<Values>);
        }
        return onInvalid?.(errors, event);
      }),
    [form, preloadSchema, setFocus],
  );

  const showServerErrors = useCallback(
    (error: unknown) => {
      const entries = Object.entries(fieldErrorsOf(error));
      const toField = latest.current.fieldOf ?? pathName;
      entries.forEach(([path, message], index) => {
        const name = toField(path.split('.')) as FieldPath<Values>;
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      return entries.length > 0;
    },
    [setError],
  );

  return {
    ...form,
    handleSubmit,
    input: (name, registerOptions) => ({
      ...register(name, registerOptions),
      ...rules(name).input,
    }),
    rules: (name) => rules(name).input,
    field: (name) => ({
      error: (get(formState.errors, name) as { message?: string } | undefined)?.message,
      required: rules(name).required,
    }),
    showServerErrors,
    preloadSchema,
    schemaUnreachable: formState.errors.root?.type === SCHEMA_UNREACHABLE,
  };
}
