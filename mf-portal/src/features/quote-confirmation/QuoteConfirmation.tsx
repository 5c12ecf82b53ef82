import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Card, CardContent, CardHeader, CardTitle, Container, Skeleton } from '@freight/ui';
import { FetchFailure, PendingPlaceholder } from '@freight/runtime';
import { CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { useConfirmQuoteMutation } from './api';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * Opened from the mail a quote request sent to its address (`?quote=`): the owner of the address
 * confirms the quote is theirs, so it joins the portal of their account.
 */
export function QuoteConfirmation({ token, children }: { token: string; children: ReactNode }) {
  const [confirm, { isUninitialized, isLoading, isSuccess, error }] = useConfirmQuoteMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm(token);
  }, [token, confirm]);

  if (isUninitialized || isLoading)
    return (
      <Container $width="narrow">
        <PendingPlaceholder>
          <Skeleton $height="8rem" />
        </PendingPlaceholder>
      </Container>
    );
  return (
    <Stack>
      <Container $width="narrow">
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              {isSuccess ? M.quoteConfirmedTitle : M.quoteNotConfirmedTitle}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {isSuccess ? (
              <Alert role="status">{M.quoteConfirmedDescription}</Alert>
            ) : (
              <FetchFailure
                error={error}
                fallback={M.quoteLinkInvalid}
                onRetry={() => void confirm(token)}
              />
            )}
          </CardContent>
        </Card>
      </Container>
      {children}
    </Stack>
  );
}
