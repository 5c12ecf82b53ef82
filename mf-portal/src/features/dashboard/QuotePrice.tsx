import { Suspense, useState } from 'react';
import { Button, DetailList } from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { lazyExport } from '@freight/runtime';
import {
  QUOTE_PRICE_MESSAGES as M,
  formatUsDate,
  formatUsDateTime,
  priceExpired,
  priceRows,
  type ClientQuote,
} from '@freight/contracts';
import { useAcceptQuoteMutation } from './api';
import { Actions } from './List';

// The decline form validates with joi: it loads on demand, so the dashboard's files stay joi-free.
const DeclineForm = lazyExport(() => import('./DeclineForm'), 'DeclineForm');

function Answer({ quote }: { quote: ClientQuote }) {
  const [accept, { isLoading }] = useAcceptQuoteMutation();
  const run = useMutationToast();
  const [declining, setDeclining] = useState(false);
  const { price, answer } = quote;
  if (answer)
    return (
      <p role="status">
        {answer.decision === 'accepted' ? 'Accepted' : 'Declined'} on {formatUsDateTime(answer.at)}
        {answer.reason ? `: ${answer.reason}` : ''}
      </p>
    );
  if (!price || quote.status !== 'quoted') return null;
  if (priceExpired(price.validUntil)) return <p>{M.expired}</p>;
  if (declining)
    return (
      <Suspense fallback={<p>Loading...</p>}>
        <DeclineForm quote={quote} onCancel={() => setDeclining(false)} />
      </Suspense>
    );
  return (
    <Actions>
      <Button
        disabled={isLoading}
        onClick={() =>
          void run(
            () => accept(quote.id).unwrap(),
            { title: 'Quote Accepted', description: M.accepted },
            'Failed to accept the quote',
          )
        }
      >
        {isLoading ? 'Accepting...' : 'Accept'}
      </Button>
      <Button $variant="outline" disabled={isLoading} onClick={() => setDeclining(true)}>
        Decline
      </Button>
    </Actions>
  );
}

/** A quote's price, valid-until day and notes, and the shipper's Accept / Decline. */
export function QuotePrice({ quote }: { quote: ClientQuote }) {
  if (!quote.price) return null;
  return (
    <section aria-label={`Price of quote ${quote.reference ?? ''}`.trim()}>
      <DetailList
        items={[
          ...priceRows(quote.price),
          { label: 'Valid until', value: formatUsDate(quote.price.validUntil) },
        ]}
      />
      {quote.price.notes ? <p>{quote.price.notes}</p> : null}
      <Answer quote={quote} />
    </section>
  );
}
