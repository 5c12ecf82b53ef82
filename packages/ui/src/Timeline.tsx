import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  padding-left: ${({ theme }) => theme.space.md};
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Body = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

export interface TimelineEntry {
  id: string;
  title: ReactNode;
  meta?: ReactNode;
  body?: ReactNode;
}

/** An ordered list of events shown in the order given, each with a title, meta line and body. */
export function Timeline({ label, entries }: { label: string; entries: TimelineEntry[] }) {
  return (
    <List aria-label={label}>
      {entries.map((entry) => (
        <Item key={entry.id}>
          <div>{entry.title}</div>
          {entry.meta ? <Meta>{entry.meta}</Meta> : null}
          {entry.body ? <Body>{entry.body}</Body> : null}
        </Item>
      ))}
    </List>
  );
}
