import { formatUsDate, priceRows, type AdminQuote } from '@freight/contracts';
import { DetailList } from '../../shared/DetailList';
import { formatDateTime } from '../../shared/formatDate';

/** The price staff sent and the shipper's answer, on the quote's card. */
export function QuotePriceSummary({ quote }: { quote: AdminQuote }) {
  const { price, answer } = quote;
  if (!price) return null;
  return (
    <section aria-label="Quoted price">
      <h4>Quoted price</h4>
      <DetailList
        details={[
          ...priceRows(price),
          { label: 'Valid until', value: formatUsDate(price.validUntil) },
          { label: 'Notes', value: price.notes },
          {
            label: 'Shipper answer',
            value: answer
              ? `${answer.decision === 'accepted' ? 'Accepted' : 'Declined'} by ${answer.by} on ${formatDateTime(answer.at)}`
              : 'Waiting for the shipper',
          },
          { label: 'Reason', value: answer?.reason },
        ]}
      />
    </section>
  );
}
