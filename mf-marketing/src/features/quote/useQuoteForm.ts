import {
  EMPTY_QUOTE_FORM,
  inlineQuoteFormSchema,
  quoteRequestSchema,
  type QuoteFormValues,
  type QuoteRequestInput,
} from '@freight/contracts';
import { useSchemaForm, type SchemaForm } from '@freight/forms';
import type { QuoteFormVariant } from './QuoteFields';

export type QuoteForm = SchemaForm<QuoteFormValues, QuoteRequestInput>;

/** The quote form on the shared joi schema: the server validates with the same one. */
export function useQuoteForm(variant: QuoteFormVariant, freightType = ''): QuoteForm {
  return useSchemaForm<QuoteFormValues, QuoteRequestInput>({
    schema: variant === 'inline' ? inlineQuoteFormSchema : quoteRequestSchema,
    defaultValues: { ...EMPTY_QUOTE_FORM, freightType },
  });
}

/** The modal sends neither the additional freight type nor driver assistance (spec 000 §7). */
export function modalQuote(request: QuoteRequestInput): QuoteRequestInput {
  const quote = { ...request };
  delete quote.additionalFreightType;
  delete quote.driverAssistance;
  delete quote.assistanceLocation;
  delete quote.assistanceType;
  return quote;
}
