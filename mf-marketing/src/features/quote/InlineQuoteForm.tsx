import { useState } from 'react';
import { InlineQuoteFormView } from './InlineQuoteFormView';
import type { QuoteReceipt } from './QuoteReference';
import { useQuoteForm } from './useQuoteForm';
import { useSubmitQuote } from './useSubmitQuote';

/**
 * The contact section's Request a Quote form: reset on success with the stored quote's reference
 * shown above it until the next submission is sent, kept filled on failure.
 */
export function InlineQuoteForm() {
  const form = useQuoteForm('inline');
  const { submit, isSubmitting } = useSubmitQuote(form);
  const [receipt, setReceipt] = useState<QuoteReceipt>();

  const onSubmit = form.handleSubmit(async (quote) => {
    setReceipt(undefined);
    const stored = await submit(quote);
    if (!stored) return;
    form.reset();
    setReceipt(stored);
  });

  return (
    <InlineQuoteFormView
      form={form}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      receipt={receipt}
    />
  );
}
