import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent } from '@freight/ui';
import { StatusBadge } from './StatusBadge';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
`;

const Section = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ItemCardProps {
  title: string;
  subtitle?: string;
  status: string;
  children: ReactNode;
  /** Status control, history, documents and extra actions under the details. */
  footer?: ReactNode;
}

/** One quote or application in an admin list, as a labelled article. */
export function ItemCard({ title, subtitle, status, children, footer }: ItemCardProps) {
  return (
    <Card as="article" aria-label={title}>
      <CardContent>
        <Header>
          <div>
            <Title>{title}</Title>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          <StatusBadge status={status} />
        </Header>
        {children}
        {footer ? <Section>{footer}</Section> : null}
      </CardContent>
    </Card>
  );
}

export const ItemList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
