import styled from 'styled-components';
import { QUOTE_MESSAGES } from '@freight/contracts';
import { Button } from '@freight/ui';
import { QuoteFields } from './QuoteFields';
import { useQuoteForm } from './useQuoteForm';
import { useSubmitQuote } from './useSubmitQuote';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The contact section's Request a Quote form: reset on success, kept filled on failure. */
export function InlineQuoteForm() {
  const form = useQuoteForm('inline');
  const { submit, isSubmitting } = useSubmitQuote(form);

  const onSubmit = form.handleSubmit(async (quote) => {
    if (await submit(quote)) form.reset();
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="inline-quote-title">
      <h3 id="inline-quote-title">Request a Quote</h3>
      <QuoteFields form={form} variant="inline" />
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? QUOTE_MESSAGES.submittingInline : QUOTE_MESSAGES.submit}
      </Button>
    </Form>
  );
}
