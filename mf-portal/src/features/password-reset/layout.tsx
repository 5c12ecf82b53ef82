import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  standaloneLink,
} from '@freight/ui';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Its link stands alone (Back to sign in, Ask for a new link): finger-sized on a phone. */
const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space.md};

  a {
    ${standaloneLink}
  }
`;

/** One card of the "forgot password" steps: its title, what to do, the form or the outcome. */
export function ResetCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        {children}
        <Footer>{footer}</Footer>
      </CardContent>
    </Card>
  );
}
