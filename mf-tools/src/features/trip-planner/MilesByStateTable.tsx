import type { StateMiles } from '@freight/contracts';
import { formatMiles } from './format';
import { Table } from './StopsTable';

/** Miles driven in each state, in the order the route enters them. */
export function MilesByStateTable({ parts, total }: { parts: StateMiles[]; total: number }) {
  return (
    <Table>
      <caption>Miles by state</caption>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col" className="number">
            Miles
          </th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => (
          <tr key={part.state}>
            <th scope="row">{part.name}</th>
            <td className="number">{formatMiles(part.miles)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="number">{formatMiles(total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
