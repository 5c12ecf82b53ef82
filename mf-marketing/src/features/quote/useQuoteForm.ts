import { joiResolver } from '@hookform/resolvers/joi';
import { useForm } from 'react-hook-form';
import {
  EMPTY_QUOTE_FORM,
  inlineQuoteFormSchema,
  quoteRequestSchema,
  type QuoteFormValues,
  type QuoteRequestInput,
} from '@freight/contracts';
import type { QuoteFormVariant } from './QuoteFields';

const JOI_OPTIONS = { abortEarly: false, errors: { wrap: { label: false as const } } };

/** The quote form on the shared joi schema: the server validates with the same one. */
export function useQuoteForm(variant: QuoteFormVariant, freightType = '') {
  const schema = variant === 'inline' ? inlineQuoteFormSchema : quoteRequestSchema;
  return useForm<QuoteFormValues>({
    resolver: joiResolver(schema, JOI_OPTIONS),
    defaultValues: { ...EMPTY_QUOTE_FORM, freightType },
    mode: 'onTouched',
  });
}

/**
 * The resolver hands over joi's converted value (trimmed, defaults filled, hidden assistance
 * fields stripped); it is typed as the form's values, so it is narrowed here once.
 */
export function asQuoteRequest(values: QuoteFormValues): QuoteRequestInput {
  return values as unknown as QuoteRequestInput;
}

/** The modal sends neither the additional freight type nor driver assistance (spec 000 §7). */
export function modalQuote(values: QuoteFormValues): QuoteRequestInput {
  const quote = { ...asQuoteRequest(values) };
  delete quote.additionalFreightType;
  delete quote.driverAssistance;
  delete quote.assistanceLocation;
  delete quote.assistanceType;
  return quote;
}
