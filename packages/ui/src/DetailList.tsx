import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TOUCH_TARGET, media } from './theme';

const List = styled.dl`
  display: grid;
  /* At most the list's width: a 14 rem column overflowed a 320 px phone. */
  grid-template-columns: repeat(auto-fill, minmax(min(14rem, 100%), 1fr));
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
  /* A value that is a link (a phone number) is a whole tap target. */
  ${media.touch} {
    > a:only-child {
      display: inline-flex;
      align-items: center;
      min-height: ${TOUCH_TARGET};
    }
  }
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
