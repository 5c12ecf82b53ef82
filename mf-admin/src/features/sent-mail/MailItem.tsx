import styled from 'styled-components';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { formatStatus, type OutboxMessage } from '@freight/contracts';
import { errorMessage, useShellServices } from '@freight/runtime';
import { formatDateTime } from '../../shared/formatDate';
import { useRetryMailMutation } from './api';
import { SENT_MAIL_TEXTS, STATE_COLOURS, stateLine } from './texts';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Body = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

function RetryButton({ message }: { message: OutboxMessage }) {
  const { toast } = useShellServices();
  const [retry, { isLoading }] = useRetryMailMutation();
  const onClick = async () => {
    try {
      await retry(message.id).unwrap();
      toast.show({
        title: SENT_MAIL_TEXTS.retriedTitle,
        description: SENT_MAIL_TEXTS.retriedDescription,
      });
    } catch (error) {
      toast.show({
        title: 'Error',
        description: errorMessage(error, SENT_MAIL_TEXTS.retryFailed),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button $size="sm" onClick={onClick} disabled={isLoading}>
      {SENT_MAIL_TEXTS.retry}
    </Button>
  );
}

/** One message of the outbox: its state in words, who it is for, and what it says. */
export function MailItem({ message }: { message: OutboxMessage }) {
  const subject = message.subject || '(no subject)';
  const colour = STATE_COLOURS[message.state];
  return (
    <Card as="article" aria-label={subject}>
      <CardContent>
        <Header>
          <h3>{subject}</h3>
          <Badge $variant={colour} data-colour={colour}>
            {formatStatus(message.state)}
          </Badge>
        </Header>
        <Meta>
          To {message.to.join(', ')}
          {message.replyTo ? ` · Reply-To ${message.replyTo}` : ''} · queued{' '}
          {formatDateTime(message.createdAt)}
        </Meta>
        <p>{stateLine(message)}</p>
        {message.attachments.length > 0 ? (
          <Meta>Attachments: {message.attachments.map((file) => file.filename).join(', ')}</Meta>
        ) : null}
        <details>
          <summary>Message</summary>
          <Body>{message.text}</Body>
        </details>
        {message.state === 'failed' ? <RetryButton message={message} /> : null}
      </CardContent>
    </Card>
  );
}
