import { QUOTE_MESSAGES, type QuoteRequestInput } from '@freight/contracts';
import { SERVICE_UNREACHABLE, isUnreachable, useAttemptToasts } from '@freight/runtime';
import { useSubmitQuoteMutation } from './api';
import type { QuoteForm } from './useQuoteForm';

/**
 * Posts a quote and shows the spec's toasts (a failure's toast goes when the next attempt
 * succeeds; the API's field messages go on the form's fields); answers whether it was stored.
 */
export function useSubmitQuote(form: QuoteForm) {
  const toasts = useAttemptToasts();
  const [submitQuote, { isLoading }] = useSubmitQuoteMutation();
  const submit = async (quote: QuoteRequestInput): Promise<boolean> => {
    try {
      await submitQuote(quote).unwrap();
      toasts.succeed({
        title: QUOTE_MESSAGES.successTitle,
        description: QUOTE_MESSAGES.successDescription,
      });
      return true;
    } catch (error) {
      console.error('Quote request failed', error);
      form.showServerErrors(error);
      toasts.fail({
        title: QUOTE_MESSAGES.failureTitle,
        description: isUnreachable(error)
          ? SERVICE_UNREACHABLE.description
          : QUOTE_MESSAGES.failureDescription,
      });
      return false;
    }
  };
  return { submit, isSubmitting: isLoading };
}
