import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@freight/ui';

/**
 * One width for every state: the session check does not know yet whether the dashboard (wide)
 * or a form (narrow column) follows, and a page that changed width moved everything in it
 * (Lighthouse desktop CLS 0.142 when the dashboard replaced the narrow placeholder).
 */
export const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** The column of the session check's placeholder, the sign-in forms and the notices. */
export function Narrow({ children }: { children: ReactNode }) {
  return <Container $width="narrow">{children}</Container>;
}
