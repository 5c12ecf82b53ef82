import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
import { CLIENT_PORTAL_MESSAGES as M, type ClientUser } from '@freight/contracts';
import { useResendVerificationMutation } from './api';
import { LogoutButton } from './LogoutButton';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** A signed-in client whose address is not confirmed yet: why nothing shows, and a new link. */
export function PendingVerification({ client }: { client: ClientUser }) {
  const { toast } = useShellServices();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const send = async () => {
    const result = await resend();
    toast.show(
      result.error
        ? {
            title: M.verifyTitle,
            description: errorMessage(result.error, 'Failed to send the confirmation email'),
            variant: 'destructive',
          }
        : { title: M.verifyResentTitle, description: `A new link was sent to ${client.email}.` },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Client Portal</CardTitle>
        <CardDescription>
          {client.companyName} · {client.contactName} ({client.email})
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Alert role="status">
          <strong>{M.verifyTitle}</strong>
          <p>{M.verifyDescription}</p>
        </Alert>
        <Actions>
          <Button disabled={isLoading} onClick={send}>
            {isLoading ? 'Sending...' : 'Send a new link'}
          </Button>
          <LogoutButton />
        </Actions>
      </CardContent>
    </Card>
  );
}
