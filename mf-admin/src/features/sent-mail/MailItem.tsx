import { useId } from 'react';
import styled from 'styled-components';
import { Badge, Button, media } from '@freight/ui';
import { formatStatus, type OutboxMessage } from '@freight/contracts';
import { errorMessage, useShellServices } from '@freight/runtime';
import { formatDateTime } from '../../shared/formatDate';
import { useRetryMailMutation } from './api';
import { MessageText } from './MessageText';
import { SENT_MAIL_TEXTS, STATE_COLOURS, lastEventAt, stateLine } from './texts';

const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

// Subject first; on wider screens recipient, state and time share its line.
const Summary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const SubjectButton = styled.button`
  all: unset;
  box-sizing: border-box;
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;
  font-weight: 600;
  overflow-wrap: anywhere;
  &::before {
    content: '▸ ';
  }
  &[aria-expanded='true']::before {
    content: '▾ ';
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
    overflow-wrap: anywhere;
  }
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

/** An open message: where it is, who else reads it, what it carries and what it says. */
function MessageDetails({ message }: { message: OutboxMessage }) {
  return (
    <>
      <p>{stateLine(message)}</p>
      <p>
        Queued {formatDateTime(message.createdAt)}
        {message.replyTo ? ` · Reply-To ${message.replyTo}` : ''}
      </p>
      {message.attachments.length > 0 ? (
        <p>Attachments: {message.attachments.map((file) => file.filename).join(', ')}</p>
      ) : null}
      <MessageText text={message.text} />
      {message.state === 'failed' ? <RetryButton message={message} /> : null}
    </>
  );
}

interface MailItemProps {
  message: OutboxMessage;
  open: boolean;
  onToggle: () => void;
}

/**
 * One message of the outbox as a line: its subject (a disclosure button), recipients, state and
 * time; open, its details and text below.
 */
export function MailItem({ message, open, onToggle }: MailItemProps) {
  const subject = message.subject || SENT_MAIL_TEXTS.noSubject;
  const colour = STATE_COLOURS[message.state];
  const buttonId = useId();
  const panelId = useId();
  return (
    <Row>
      <Summary>
        <h3>
          <SubjectButton
            type="button"
            id={buttonId}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={onToggle}
          >
            {subject}
          </SubjectButton>
        </h3>
        <Meta>
          <span>To {message.to.join(', ')}</span>
          <Badge $variant={colour} data-colour={colour}>
            {formatStatus(message.state)}
          </Badge>
          <time dateTime={lastEventAt(message)}>{formatDateTime(lastEventAt(message))}</time>
        </Meta>
      </Summary>
      {open ? (
        <Panel id={panelId} role="region" aria-labelledby={buttonId}>
          <MessageDetails message={message} />
        </Panel>
      ) : null}
    </Row>
  );
}
