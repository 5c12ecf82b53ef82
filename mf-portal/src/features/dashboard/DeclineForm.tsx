import { Button, Field, Textarea } from '@freight/ui';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import {
  QUOTE_PRICE_MESSAGES as M,
  quoteDeclineSchema,
  type ClientQuote,
} from '@freight/contracts';
import { useDeclineQuoteMutation } from './api';
import { Actions } from './List';

/** Declining a quoted price, with an optional reason for staff. */
export function DeclineForm({ quote, onCancel }: { quote: ClientQuote; onCancel: () => void }) {
  const [decline, { isLoading }] = useDeclineQuoteMutation();
  const run = useMutationToast();
  const form = useSchemaForm<{ reason: string }>({
    schema: quoteDeclineSchema,
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    await run(
      () => decline({ id: quote.id, reason }).unwrap(),
      { title: 'Quote Declined', description: M.declined },
      'Failed to decline the quote',
      form,
    );
  });
  return (
    <form noValidate onSubmit={submit} aria-label={`Decline quote ${quote.reference ?? ''}`.trim()}>
      <Field label="Reason (optional)" {...form.field('reason')}>
        <Textarea rows={2} {...form.input('reason')} />
      </Field>
      <Actions>
        <Button type="submit" $variant="destructive" disabled={isLoading}>
          {isLoading ? 'Declining...' : 'Confirm Decline'}
        </Button>
        <Button type="button" $variant="outline" disabled={isLoading} onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
