import { QUOTE_MESSAGES, type QuoteRequestInput, type SubmittedQuote } from '@freight/contracts';
import { SERVICE_UNREACHABLE, isUnreachable, useAttemptToasts } from '@freight/runtime';
import { useSubmitQuoteMutation } from './api';
import type { QuoteForm } from './useQuoteForm';

/**
 * Posts a quote and shows the spec's toasts (a failure's toast goes when the next attempt
 * succeeds; the API's field messages go on the form's fields); answers the stored quote (with
 * its reference and whether its confirmation was mailed), or null when it was not stored.
 */
export function useSubmitQuote(form: QuoteForm) {
  const toasts = useAttemptToasts();
  const [submitQuote, { isLoading }] = useSubmitQuoteMutation();
  const submit = async (quote: QuoteRequestInput): Promise<SubmittedQuote | null> => {
    try {
      const stored = await submitQuote(quote).unwrap();
      toasts.succeed({
        title: QUOTE_MESSAGES.successTitle,
        description: QUOTE_MESSAGES.successDescription,
      });
      return stored;
    } catch (error) {
      console.error('Quote request failed', error);
      form.showServerErrors(error);
      toasts.fail({
        title: QUOTE_MESSAGES.failureTitle,
        description: isUnreachable(error)
          ? SERVICE_UNREACHABLE.description
          : QUOTE_MESSAGES.failureDescription,
      });
      return null;
    }
  };
  return { submit, isSubmitting: isLoading };
}
