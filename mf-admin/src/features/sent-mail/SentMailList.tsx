import styled from 'styled-components';
import { Alert, Skeleton } from '@freight/ui';
import { errorMessage } from '@freight/runtime';
import type { CaughtMail } from '@freight/contracts';
import { useSessionEndCheck } from '../../shared/useSessionEndCheck';
import { useSentMailQuery } from './api';

const Message = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const Body = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

function MailItem({ mail }: { mail: CaughtMail }) {
  return (
    <Message aria-label={mail.subject || '(no subject)'}>
      <h3>{mail.subject || '(no subject)'}</h3>
      <Meta>
        To {mail.to.join(', ')} · {new Date(mail.receivedAt).toLocaleString('en-US')}
      </Meta>
      <Body>{mail.text}</Body>
    </Message>
  );
}

/** Mail the local catcher received: review requests and notifications, readable on one machine. */
export function SentMailList() {
  const { data, isLoading, error } = useSentMailQuery();
  useSessionEndCheck(error);
  if (isLoading) return <Skeleton $height="8rem" />;
  if (error) {
    return (
      <Alert role="alert" $variant="destructive">
        {errorMessage(error, 'Failed to load sent mail')}
      </Alert>
    );
  }
  if (!data?.catching) {
    return <p>Mail goes to the configured SMTP server (SMTP_URL); nothing is caught locally.</p>;
  }
  if (data.messages.length === 0) return <p>No mail sent yet</p>;
  return (
    <section aria-label="Sent mail">
      {data.messages.map((mail) => (
        <MailItem key={mail.id} mail={mail} />
      ))}
    </section>
  );
}
