import { InlineQuoteFormView } from './InlineQuoteFormView';
import { useQuoteForm } from './useQuoteForm';
import { useSubmitQuote } from './useSubmitQuote';

/** The contact section's Request a Quote form: reset on success, kept filled on failure. */
export function InlineQuoteForm() {
  const form = useQuoteForm('inline');
  const { submit, isSubmitting } = useSubmitQuote(form);

  const onSubmit = form.handleSubmit(async (quote) => {
    if (await submit(quote)) form.reset();
  });

  return <InlineQuoteFormView form={form} onSubmit={onSubmit} isSubmitting={isSubmitting} />;
}
