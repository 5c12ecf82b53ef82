import type { FieldValues } from 'react-hook-form';
import { useMutationToast, type ToastText } from './useMutationToast';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './useSchemaForm';

export interface SaveFormOptions<
  Values extends FieldValues,
  Request extends FieldValues,
  Saved,
> extends SchemaFormOptions<Values, Request> {
  /** The write, e.g. `(input) => createSettlement(input).unwrap()`. */
  save: (request: Request) => Promise<Saved>;
  /** The success toast; its text may use what the API answered and what was sent. */
  success: ToastText | ((saved: Saved, request: Request) => ToastText);
  /** The failure toast's text when the server gave none. */
  failure: string;
  failureTitle?: string;
  /** After a successful save (an add/edit dialog closes). */
  onSaved: () => void;
}

/**
 * A form that saves one record: `useSchemaForm`, and a submit handler that runs the write
 * through `useMutationToast` (toasts, the 400's messages on their fields) and calls `onSaved`
 * once it succeeded.
 */
export function useSaveForm<Values extends FieldValues, Request extends FieldValues, Saved>(
  options: SaveFormOptions<Values, Request, Saved>,
): {
  form: SchemaForm<Values, Request>;
  submit: ReturnType<SchemaForm<Values, Request>['handleSubmit']>;
} {
  const { save, success, failure, failureTitle, onSaved, ...formOptions } = options;
  const run = useMutationToast();
  const form = useSchemaForm<Values, Request>(formOptions);
  const submit = form.handleSubmit(async (request) => {
    const saved = await run(
      () => save(request),
      (result) => (typeof success === 'function' ? success(result, request) : success),
      failure,
      form,
      failureTitle,
    );
    if (saved) onSaved();
  });
  return { form, submit };
}
