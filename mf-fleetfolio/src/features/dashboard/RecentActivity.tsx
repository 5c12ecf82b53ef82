import { Card, CardContent, CardHeader, CardTitle } from '@freight/ui';
import { formatDistanceToNow, parseISO } from 'date-fns';
import styled from 'styled-components';
import { EmptyText } from '../../shared/layout';
import { ReadFailure } from '../../shared/ReadFailure';
import { useRecentActivityQuery } from './api';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  p {
    margin: 0;
  }
  small,
  time {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The newest lines of the carrier's activity log: who changed which record, when. */
export function RecentActivity() {
  const activity = useRecentActivityQuery();
  const events = activity.data;
  return (
    <Card as="section" aria-labelledby="recent-activity-title">
      <CardHeader>
        <CardTitle id="recent-activity-title">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <ReadFailure
          read={activity}
          fallback="The recent activity could not be loaded."
          stale={events !== undefined}
        />
        {events && events.length === 0 ? <EmptyText>No activity yet.</EmptyText> : null}
        <List>
          {events?.map((event) => (
            <li key={event.id}>
              <div>
                <p>{event.summary}</p>
                <small>{event.actorName}</small>
              </div>
              <time dateTime={event.at}>
                {formatDistanceToNow(parseISO(event.at), { addSuffix: true })}
              </time>
            </li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
