import { EMPTY_QUOTE_FORM, type QuoteFormValues, type QuoteRequestInput } from '@freight/contracts';
import { useSchemaForm } from '@freight/forms';
import { InlineQuoteFormView } from './InlineQuoteFormView';

/** Never called: the preview is inert, so nothing focuses or submits it. */
const loadInlineQuoteSchema = () =>
  import('@freight/contracts').then((contracts) => contracts.inlineQuoteFormSchema);

/**
 * What the contact section shows until the form's code (its joi schema: most of its 65 kB)
 * has loaded, and what the prerendered page paints: the form itself, inert. It reserves the
 * form's exact height at every width, so nothing below it moves when the form arrives (the
 * empty card grew by 1,684 px on a phone, the largest layout shift of the landing page, D4).
 */
export function InlineQuoteFormPreview() {
  const form = useSchemaForm<QuoteFormValues, QuoteRequestInput>({
    schema: loadInlineQuoteSchema,
    defaultValues: EMPTY_QUOTE_FORM,
  });
  return <InlineQuoteFormView form={form} preview />;
}
