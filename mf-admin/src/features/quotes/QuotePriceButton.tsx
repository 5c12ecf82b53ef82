import { lazyExport } from '@freight/runtime';
import type { AdminQuote } from '@freight/contracts';
import { LazyDialogButton } from '../../shared/LazyDialogButton';

const loadQuotePriceDialog = () => import('./QuotePriceDialog');
const QuotePriceDialog = lazyExport(loadQuotePriceDialog, 'QuotePriceDialog');

const PRICEABLE = ['pending', 'contacted', 'quoted'];

/** 'Set Price' (or 'Change Price') while the shipper has not answered. */
export function QuotePriceButton({ quote }: { quote: AdminQuote }) {
  if (!PRICEABLE.includes(quote.status) || quote.answer) return null;
  return (
    <LazyDialogButton
      label={quote.price ? 'Change Price' : 'Set Price'}
      load={loadQuotePriceDialog}
      renderDialog={(close) => <QuotePriceDialog quote={quote} onClose={close} />}
    />
  );
}
