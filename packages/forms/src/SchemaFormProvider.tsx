import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { SchemaForm } from './useSchemaForm';

const SchemaFormContext = createContext<unknown>(null);

/** Hands a form to the field components below it (react-hook-form's context too). */
export function SchemaFormProvider<Values extends FieldValues, Request extends FieldValues>({
  form,
  children,
}: {
  form: SchemaForm<Values, Request>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <SchemaFormContext.Provider value={form}>{children}</SchemaFormContext.Provider>
    </FormProvider>
  );
}

/**
 * The form of the nearest `SchemaFormProvider`, typed with the values the caller reads (as
 * react-hook-form's `useFormContext`, the type is the caller's word).
 */
export function useSchemaFormContext<Values extends FieldValues>(): SchemaForm<Values> {
  const form = useContext(SchemaFormContext);
  if (!form) throw new Error('useSchemaFormContext must be used inside SchemaFormProvider');
  return form as SchemaForm<Values>;
}
