import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Card, CardContent, CardHeader, CardTitle, Container, Skeleton } from '@freight/ui';
import { FetchFailure, PendingPlaceholder, lazyExport, type ApiError } from '@freight/runtime';
import { CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { useVerifyClientEmailMutation } from './api';

// Its form (react-hook-form, joi and the schema) loads only when the link is opened elsewhere
// than where the address registered.
const ChoosePassword = lazyExport(() => import('./ChoosePassword'), 'ChoosePassword');

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The server's answer when the link is opened outside the session that registered. */
const NEEDS_PASSWORD = 403;

function title(confirmed: boolean, needsPassword: boolean) {
  if (confirmed) return M.verifySuccessTitle;
  return needsPassword ? M.verifyChoosePassword : M.verifyTitle;
}

/**
 * Opened from the mailed link: confirms the address in the session that registered, or asks the
 * owner of the address to choose the account's password, then says how it went.
 */
export function EmailConfirmation({ token, children }: { token: string; children: ReactNode }) {
  const [verify, { isUninitialized, isLoading, isSuccess, error }] = useVerifyClientEmailMutation();
  const [confirmedHere, setConfirmedHere] = useState(false);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void verify({ token });
  }, [token, verify]);

  if (isUninitialized || isLoading)
    return (
      <Container $width="narrow">
        <PendingPlaceholder>
          <Skeleton $height="8rem" />
        </PendingPlaceholder>
      </Container>
    );
  const confirmed = isSuccess || confirmedHere;
  const needsPassword = !confirmed && (error as ApiError | undefined)?.status === NEEDS_PASSWORD;
  return (
    <Stack>
      <Container $width="narrow">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{title(confirmed, needsPassword)}</CardTitle>
          </CardHeader>
          <CardContent>
            {confirmed && <Alert role="status">{M.verifySuccessDescription}</Alert>}
            {needsPassword && (
              <Suspense fallback={<Skeleton $height="10rem" />}>
                <ChoosePassword token={token} onConfirmed={() => setConfirmedHere(true)} />
              </Suspense>
            )}
            {!confirmed && !needsPassword && (
              <FetchFailure
                error={error}
                fallback={M.verifyLinkInvalid}
                onRetry={() => void verify({ token })}
              />
            )}
          </CardContent>
        </Card>
      </Container>
      {children}
    </Stack>
  );
}
