import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, Container } from '@freight/ui';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** The card every FleetFolio account page sits in. */
export function AuthLayout({
  title,
  description,
  width = 'narrow',
  children,
}: {
  title: string;
  description: string;
  width?: 'narrow' | 'default';
  children: ReactNode;
}) {
  return (
    <Page $width={width}>
      <Card>
        <CardHeader>
          <h1>{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </Page>
  );
}
