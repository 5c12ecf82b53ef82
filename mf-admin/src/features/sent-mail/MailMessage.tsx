import { useId } from 'react';
import styled from 'styled-components';
import { Badge, Button } from '@freight/ui';
import { formatStatus, type OutboxMessage, type OutboxMessageState } from '@freight/contracts';
import { errorMessage, useShellServices } from '@freight/runtime';
import { formatDateTime } from '../../shared/formatDate';
import { useRetryMailMutation } from './api';
import { MessageText } from './MessageText';
import { SENT_MAIL_TEXTS, STATE_COLOURS, stateLine } from './texts';

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

// On a phone the row is a card whose cells are label | value grids: the open message takes the
// card's whole width. On wider screens its width is capped so the other columns keep theirs.
const Panel = styled.div`
  grid-column: 1 / -1;
  max-width: 48rem;
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
    overflow-wrap: anywhere;
  }
`;

export function StateBadge({ state }: { state: OutboxMessageState }) {
  const colour = STATE_COLOURS[state];
  return (
    <Badge $variant={colour} data-colour={colour}>
      {formatStatus(state)}
    </Badge>
  );
}

/** A time of the list ('—' for none), machine-readable for assistive technology. */
export function MailTime({ at }: { at?: string }) {
  return at ? <time dateTime={at}>{formatDateTime(at)}</time> : <>—</>;
}

export const subjectOf = (message: OutboxMessage) => message.subject || SENT_MAIL_TEXTS.noSubject;

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
export function MessageDetails({ message }: { message: OutboxMessage }) {
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

interface MessageDisclosureProps {
  message: OutboxMessage;
  open: boolean;
  onToggle: () => void;
}

/**
 * A message's subject as a disclosure button (WAI-ARIA disclosure pattern); open, the message
 * shows right below it, in its row.
 */
export function MessageDisclosure({ message, open, onToggle }: MessageDisclosureProps) {
  const buttonId = useId();
  const panelId = useId();
  return (
    <>
      <SubjectButton
        type="button"
        id={buttonId}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
      >
        {subjectOf(message)}
      </SubjectButton>
      {open ? (
        <Panel id={panelId} role="region" aria-labelledby={buttonId}>
          <MessageDetails message={message} />
        </Panel>
      ) : null}
    </>
  );
}
