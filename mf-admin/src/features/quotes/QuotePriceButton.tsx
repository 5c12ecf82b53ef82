import { preloadOnIntent, lazyExport } from '@freight/runtime';
import { Button } from '@freight/ui';
import type { AdminQuote } from '@freight/contracts';
import { Suspense, useState } from 'react';

// The form (and joi, which validates it) loads when staff point at or focus the button.
const loadQuotePriceDialog = () => import('./QuotePriceDialog');
const QuotePriceDialog = lazyExport(loadQuotePriceDialog, 'QuotePriceDialog');

const PRICEABLE = ['pending', 'contacted', 'quoted'];

/** 'Set Price' (or 'Change Price') while the shipper has not answered. */
export function QuotePriceButton({ quote }: { quote: AdminQuote }) {
  const [open, setOpen] = useState(false);
  if (!PRICEABLE.includes(quote.status) || quote.answer) return null;
  return (
    <>
      <Button
        $variant="outline"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        {...preloadOnIntent(loadQuotePriceDialog)}
      >
        {quote.price ? 'Change Price' : 'Set Price'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <QuotePriceDialog quote={quote} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
