import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  /* At most the row's width: a 14 rem column overflowed a 320 px phone. */
  grid-template-columns: repeat(auto-fill, minmax(min(14rem, 100%), 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of one record; empty optional values are left out. */
export function DetailList({ details }: { details: Detail[] }) {
  const shown = details.filter(
    ({ value }) => value !== undefined && value !== null && value !== '',
  );
  return (
    <List>
      {shown.map(({ label, value }) => (
        <div key={label}>
          <Term>{label}</Term>
          <Value>{value}</Value>
        </div>
      ))}
    </List>
  );
}
