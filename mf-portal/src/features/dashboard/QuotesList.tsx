import { Badge } from '@freight/ui';
import {
  CLIENT_PORTAL_MESSAGES as M,
  FREIGHT_TYPE_LABELS,
  formatStatus,
  formatUsDate,
  labelOf,
  statusColour,
  type ClientQuote,
} from '@freight/contracts';
import { Empty, ItemCard, List, Row } from './List';
import { QuotePrice } from './QuotePrice';

export function QuotesList({ quotes }: { quotes: ClientQuote[] }) {
  if (quotes.length === 0) return <Empty>{M.noQuotes}</Empty>;
  return (
    <List aria-label="Quote requests">
      {quotes.map((quote) => (
        <ItemCard as="li" key={quote.id}>
          <Row>
            <h2>
              {quote.pickupLocation} → {quote.deliveryLocation}
            </h2>
            <Badge $variant={statusColour(quote.status)}>{formatStatus(quote.status)}</Badge>
          </Row>
          <p>
            {labelOf(FREIGHT_TYPE_LABELS, quote.freightType)}
            {quote.weight ? ` · ${quote.weight}` : ''} · requested{' '}
            {formatUsDate(quote.requestedDate)}
          </p>
          {quote.reference ? <p>Reference {quote.reference}</p> : null}
          <p>Sent {formatUsDate(quote.createdAt)}</p>
          <QuotePrice quote={quote} />
        </ItemCard>
      ))}
    </List>
  );
}
