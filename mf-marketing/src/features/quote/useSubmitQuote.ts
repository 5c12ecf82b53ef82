import { QUOTE_MESSAGES, type QuoteRequestInput } from '@freight/contracts';
import { useShellServices } from '@freight/runtime';
import { useSubmitQuoteMutation } from './api';

/** Posts a quote and shows the spec's toasts; answers whether it was stored. */
export function useSubmitQuote() {
  const { toast } = useShellServices();
  const [submitQuote, { isLoading }] = useSubmitQuoteMutation();
  const submit = async (quote: QuoteRequestInput): Promise<boolean> => {
    try {
      await submitQuote(quote).unwrap();
      toast.show({
        title: QUOTE_MESSAGES.successTitle,
        description: QUOTE_MESSAGES.successDescription,
      });
      return true;
    } catch (error) {
      console.error('Quote request failed', error);
      toast.show({
        title: QUOTE_MESSAGES.failureTitle,
        description: QUOTE_MESSAGES.failureDescription,
        variant: 'destructive',
      });
      return false;
    }
  };
  return { submit, isSubmitting: isLoading };
}
