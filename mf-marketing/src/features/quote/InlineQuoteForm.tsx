import { InlineQuoteFormView } from './InlineQuoteFormView';
import { asQuoteRequest, useQuoteForm } from './useQuoteForm';
import { useSubmitQuote } from './useSubmitQuote';

/** The contact section's Request a Quote form: reset on success, kept filled on failure. */
export function InlineQuoteForm() {
  const form = useQuoteForm('inline');
  const { submit, isSubmitting } = useSubmitQuote();

  const onSubmit = form.handleSubmit(async (values) => {
    if (await submit(asQuoteRequest(values))) form.reset();
  });

  return <InlineQuoteFormView form={form} onSubmit={onSubmit} isSubmitting={isSubmitting} />;
}
