import type { FormEventHandler } from 'react';
import styled from 'styled-components';
import { QUOTE_MESSAGES } from '@freight/contracts';
import { Button } from '@freight/ui';
import { QuoteFields } from './QuoteFields';
import { QuoteReference, type QuoteReceipt } from './QuoteReference';
import type { QuoteForm } from './useQuoteForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  &[inert] {
    opacity: 0.6;
    cursor: progress;
  }
`;

export interface InlineQuoteFormViewProps {
  form: QuoteForm;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  isSubmitting?: boolean;
  /** The quote just submitted: the form's success state. */
  receipt?: QuoteReceipt;
  /**
   * The form before its code has loaded: the same markup, so it takes exactly the room the
   * working form will, but inert and dimmed, so nobody types into what would be replaced.
   */
  preview?: boolean;
}

/** The contact section's Request a Quote form as drawn, working or as its preview. */
export function InlineQuoteFormView({
  form,
  onSubmit,
  isSubmitting = false,
  receipt,
  preview = false,
}: InlineQuoteFormViewProps) {
  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="inline-quote-title"
      inert={preview}
      aria-busy={preview || undefined}
    >
      <h3 id="inline-quote-title">Request a Quote</h3>
      <div role="status">
        {receipt ? (
          <>
            <p>{QUOTE_MESSAGES.successTitle}</p>
            <QuoteReference receipt={receipt} />
          </>
        ) : null}
      </div>
      <QuoteFields form={form} variant="inline" />
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? QUOTE_MESSAGES.submittingInline : QUOTE_MESSAGES.submit}
      </Button>
    </Form>
  );
}
