import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Card, CardContent, CardHeader, CardTitle, Container, Skeleton } from '@freight/ui';
import { errorMessage } from '@freight/runtime';
import { CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { useVerifyClientEmailMutation } from './api';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Opened from the mailed link: confirms the address once and says how it went. */
export function EmailConfirmation({ token, children }: { token: string; children: ReactNode }) {
  const [verify, { isUninitialized, isLoading, isSuccess, error }] = useVerifyClientEmailMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void verify(token);
  }, [token, verify]);

  if (isUninitialized || isLoading)
    return (
      <Container $width="narrow">
        <Skeleton $height="8rem" />
      </Container>
    );
  return (
    <Stack>
      <Container $width="narrow">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{isSuccess ? M.verifySuccessTitle : M.verifyTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            {isSuccess ? (
              <Alert role="status">{M.verifySuccessDescription}</Alert>
            ) : (
              <Alert role="alert" $variant="destructive">
                {errorMessage(error, M.verifyLinkInvalid)}
              </Alert>
            )}
          </CardContent>
        </Card>
      </Container>
      {children}
    </Stack>
  );
}
