import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Skeleton } from '@freight/ui';
import type { OutboxMessageState } from '@freight/contracts';
import { errorMessage } from '@freight/runtime';
import { ItemList } from '../../shared/ItemCard';
import { NO_MATCH } from '../../shared/QueryState';
import { StatusFilter } from '../../shared/StatusFilter';
import { useSessionEndCheck } from '../../shared/useSessionEndCheck';
import { useSentMailQuery } from './api';
import { MailItem } from './MailItem';
import { OUTBOX_STATES, SENT_MAIL_TEXTS } from './texts';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * The mail outbox: every message with its state (queued, sending, retrying with its next
 * attempt, sent, failed with the error), newest first; a failed one can be sent again.
 */
export function SentMailList() {
  const [state, setState] = useState<OutboxMessageState | ''>('');
  const { data, isLoading, isFetching, error, refetch } = useSentMailQuery(state);
  useSessionEndCheck(error);
  return (
    <section aria-label="Sent mail">
      <Toolbar>
        <StatusFilter label="State" statuses={OUTBOX_STATES} value={state} onChange={setState} />
        <Button $variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          {SENT_MAIL_TEXTS.refresh}
        </Button>
      </Toolbar>
      {data?.catching ? <Alert>{SENT_MAIL_TEXTS.catching}</Alert> : null}
      {isLoading ? <Skeleton $height="8rem" /> : null}
      {error ? (
        <Alert role="alert" $variant="destructive">
          {errorMessage(error, 'Failed to load sent mail')}
        </Alert>
      ) : null}
      {data && data.messages.length === 0 ? (
        <p>{state ? NO_MATCH : SENT_MAIL_TEXTS.empty}</p>
      ) : null}
      {data && data.messages.length > 0 ? (
        <ItemList>
          {data.messages.map((message) => (
            <MailItem key={message.id} message={message} />
          ))}
        </ItemList>
      ) : null}
    </section>
  );
}
