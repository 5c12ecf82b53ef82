import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Container,
  Field,
  Input,
  Skeleton,
} from '@freight/ui';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import {
  FetchFailure,
  PendingPlaceholder,
  errorMessage,
  isUnreachable,
  type ApiError,
} from '@freight/runtime';
import {
  CLIENT_PASSWORD_MIN,
  CLIENT_PORTAL_MESSAGES as M,
  emailVerificationSchema,
  type EmailVerification,
} from '@freight/contracts';
import { useVerifyClientEmailMutation } from './api';
import { Form } from './Form';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The server's answer when the link is opened outside the session that registered. */
const NEEDS_PASSWORD = 403;

/** Opened elsewhere than where they registered, the owner of the address chooses the password. */
function ChoosePassword({ token, onConfirmed }: { token: string; onConfirmed: () => void }) {
  const [verify, { isLoading, error }] = useVerifyClientEmailMutation();
  const form = useSchemaForm<EmailVerification>({
    schema: emailVerificationSchema,
    defaultValues: { token, password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const result = await verify(values);
    if (!result.error) onConfirmed();
  });
  return (
    <Form aria-label={M.verifyChoosePassword} noValidate onSubmit={submit}>
      <p>{M.verifyNeedsPassword}</p>
      {error && isUnreachable(error) && <UnreachableAlert />}
      {error && !isUnreachable(error) && (
        <Alert role="alert" $variant="destructive">
          {errorMessage(error, M.verifyLinkInvalid)}
        </Alert>
      )}
      <Field
        label="Password"
        hint={`At least ${CLIENT_PASSWORD_MIN} characters`}
        {...form.field('password')}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          aria-required
          {...form.input('password')}
        />
      </Field>
      <Button type="submit" $block disabled={isLoading}>
        {M.verifySubmit}
      </Button>
    </Form>
  );
}

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
              <ChoosePassword token={token} onConfirmed={() => setConfirmedHere(true)} />
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
