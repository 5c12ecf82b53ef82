import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Value = styled.dd`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list laid out in a responsive grid. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <div key={item.label}>
          <Term>{item.label}</Term>
          <Value>{item.value}</Value>
        </div>
      ))}
    </List>
  );
}
