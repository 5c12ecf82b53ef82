import styled from 'styled-components';
import { journeyPercentage, type DetailedStop } from '@freight/contracts';
import { formatMiles } from './format';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
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
    vertical-align: top;
  }
  td.number,
  th.number {
    text-align: right;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface StopsTableProps {
  caption: string;
  stops: DetailedStop[];
  emptyText: string;
  /** Total route miles, to show each stop's place in the journey. */
  totalDistance?: number;
}

/** Fuel stations or truck stops along the route, as a provider supplied them. */
export function StopsTable({ caption, stops, emptyText, totalDistance }: StopsTableProps) {
  if (stops.length === 0) {
    return (
      <section aria-label={caption}>
        <h3>{caption}</h3>
        <Empty>{emptyText}</Empty>
      </section>
    );
  }
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Address</th>
          <th scope="col" className="number">
            From start
          </th>
          {totalDistance ? (
            <th scope="col" className="number">
              Journey
            </th>
          ) : null}
          <th scope="col">Hours</th>
          <th scope="col">Phone</th>
          <th scope="col">Services</th>
          <th scope="col">Amenities</th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop) => (
          <tr key={`${stop.name}-${stop.distanceFromStart}`}>
            <td>{stop.name}</td>
            <td>{stop.address}</td>
            <td className="number">{formatMiles(stop.distanceFromStart)}</td>
            {totalDistance ? (
              <td className="number">
                {journeyPercentage(stop.distanceFromStart, totalDistance)}%
              </td>
            ) : null}
            <td>{stop.hours}</td>
            <td>{stop.phone}</td>
            <td>{stop.services.join(', ')}</td>
            <td>{stop.amenities.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
