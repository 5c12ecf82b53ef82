import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Skeleton } from '@freight/ui';
import type { OutboxMessageState } from '@freight/contracts';
import { FetchFailure } from '@freight/runtime';
import { withParam } from '../../shared/listQuery';
import { NO_MATCH } from '../../shared/QueryState';
import { StatusFilter } from '../../shared/StatusFilter';
import { useSessionEndCheck } from '../../shared/useSessionEndCheck';
import { useSentMailQuery } from './api';
import { MailItem } from './MailItem';
import { OUTBOX_STATES, SENT_MAIL_TEXTS } from './texts';

const Messages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The open message, kept in the address (`?message=<id>`): Back closes it, and a reload or a
 * shared link opens the same one. Opening one closes the other.
 */
function useOpenMessage(): [string | null, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const openId = params.get('message');
  const toggle = (id: string) => setParams(withParam(params, 'message', id === openId ? '' : id));
  return [openId, toggle];
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * The mail outbox, newest first: a line per message (subject, recipients, state, time), one
 * open at a time with where it is (queued, sending, retrying with its next attempt, sent,
 * failed with the error), its text with clickable links, and Send Again when it failed.
 */
export function SentMailList() {
  const [state, setState] = useState<OutboxMessageState | ''>('');
  const { data, isLoading, isFetching, error, refetch } = useSentMailQuery(state);
  const [openId, toggle] = useOpenMessage();
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
        <FetchFailure
          error={error}
          fallback="Failed to load sent mail"
          onRetry={() => void refetch()}
          stale={data !== undefined}
        />
      ) : null}
      {data && data.messages.length === 0 ? (
        <p>{state ? NO_MATCH : SENT_MAIL_TEXTS.empty}</p>
      ) : null}
      {data && data.messages.length > 0 ? (
        <Messages aria-label={SENT_MAIL_TEXTS.listLabel}>
          {data.messages.map((message) => (
            <MailItem
              key={message.id}
              message={message}
              open={message.id === openId}
              onToggle={() => toggle(message.id)}
            />
          ))}
        </Messages>
      ) : null}
    </section>
  );
}
