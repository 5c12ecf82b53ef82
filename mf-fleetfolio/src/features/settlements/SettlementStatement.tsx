import {
  PAY_ITEM_CATEGORY_LABELS,
  PAY_TYPE_LABELS,
  type SettlementTripLine,
  type SettlementView,
  formatUsd,
} from '@freight/contracts';
import styled from 'styled-components';

/** A table scrolls inside its box on a phone, never the page; the box takes focus to scroll. */
const TableBox = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space.sm} 0;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

/** What the trip's pay was worked out from, in the pay type's words. */
function payBasis(line: SettlementTripLine): string {
  switch (line.payType) {
    case 'percentage':
      return `${line.payRate}% of ${formatUsd(line.revenue)}`;
    case 'flat':
      return PAY_TYPE_LABELS.flat;
    case 'hourly':
      return `${line.hours} h × ${formatUsd(line.payRate)}`;
    default:
      return `${line.miles} mi × ${formatUsd(line.payRate)}`;
  }
}

/** The statement under review: every trip with its pay, every advance and deduction, the net. */
export function SettlementStatement({ settlement }: { settlement: SettlementView }) {
  const { settlementNumber: number } = settlement;
  return (
    <div>
      <TableBox role="region" aria-label={`Trips of settlement ${number}`} tabIndex={0}>
        <table>
          <caption>Trips of settlement {number}</caption>
          <thead>
            <tr>
              <th scope="col">Trip</th>
              <th scope="col">Completed</th>
              <th scope="col">Route</th>
              <th scope="col">Pay basis</th>
              <th scope="col">Pay</th>
            </tr>
          </thead>
          <tbody>
            {settlement.trips.map((line) => (
              <tr key={line.tripId}>
                <td>{line.tripNumber}</td>
                <td>{line.completedOn}</td>
                <td>{line.route}</td>
                <td>{payBasis(line)}</td>
                <td>{formatUsd(line.pay)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {settlement.items.length > 0 ? (
        <TableBox
          role="region"
          aria-label={`Advances and deductions of settlement ${number}`}
          tabIndex={0}
        >
          <table>
            <caption>Advances and deductions of settlement {number}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Note</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {settlement.items.map((item) => (
                <tr key={item.itemId}>
                  <td>{item.itemDate}</td>
                  <td>{PAY_ITEM_CATEGORY_LABELS[item.category]}</td>
                  <td>{item.note}</td>
                  <td>-{formatUsd(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      ) : null}
    </div>
  );
}
