import styled from 'styled-components';
import { formatStatus, type StatusChange } from '@freight/contracts';
import { formatDateTime } from './formatDate';

const List = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** The recorded status changes of one item, newest first. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  if (history.length === 0) return <p>No status changes yet</p>;
  return (
    <List aria-label="Status history">
      {history.map((change) => (
        <li key={change.id}>
          {formatDateTime(change.changedAt)}: {formatStatus(change.fromStatus)} →{' '}
          {formatStatus(change.toStatus)} by {change.changedBy}
          {change.note ? ` — ${change.note}` : ''}
        </li>
      ))}
    </List>
  );
}
