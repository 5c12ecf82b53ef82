import { QuotesList } from '../features/quotes/QuotesList';
import { CreateShipmentButton } from '../features/shipments/CreateShipmentButton';

/** The Quotes tab: the quote list with each quote's Create Shipment action. */
export function QuotesSection() {
  return <QuotesList renderQuoteActions={(quote) => <CreateShipmentButton quote={quote} />} />;
}
