import styled from 'styled-components';
import { Alert, Button, type DataTableColumn } from '@freight/ui';
import {
  OUTBOX_STATES,
  SENT_MAIL_SORTS,
  formatStatus,
  type OutboxMessage,
} from '@freight/contracts';
import { useTableQuery } from '@freight/runtime';
import { DetailPanel } from '../../shared/DetailPanel';
import { ListTable } from '../../shared/ListTable';
import { statusLabels } from '../../shared/listQuery';
import { useSentMailInfiniteQuery, useSentMessageQuery } from './api';
import { MailTime, MessageDetails, MessageDisclosure, StateBadge, subjectOf } from './MailMessage';
import { SENT_MAIL_TEXTS } from './texts';

const STATE_LABELS = statusLabels(OUTBOX_STATES);

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The columns, the subject opening its message in place; one message is open at a time. */
function mailColumns(
  openId: string | undefined,
  toggle: (id: string) => void,
): DataTableColumn<OutboxMessage>[] {
  return [
    {
      key: 'subject',
      header: 'Subject',
      render: (message) => (
        <MessageDisclosure
          message={message}
          open={message.id === openId}
          onToggle={() => toggle(message.id)}
        />
      ),
      csv: subjectOf,
      sortable: true,
    },
    { key: 'to', header: 'To', render: (message) => message.to.join(', ') },
    {
      key: 'state',
      header: 'State',
      render: (message) => <StateBadge state={message.state} />,
      csv: (message) => formatStatus(message.state),
      sortable: true,
    },
    {
      key: 'createdAt',
      header: 'Queued',
      render: (message) => <MailTime at={message.createdAt} />,
      csv: (message) => message.createdAt,
      sortable: true,
    },
    {
      key: 'sentAt',
      header: 'Sent',
      render: (message) => <MailTime at={message.sentAt} />,
      csv: (message) => message.sentAt ?? '',
      sortable: true,
    },
  ];
}

/** A message opened by its address that no loaded page holds, read by its id above the list. */
function OpenMessage({ id, onClose }: { id: string; onClose: () => void }) {
  const read = useSentMessageQuery(id);
  return (
    <DetailPanel label="Message" onClose={onClose} read={read}>
      {read.data && (
        <article aria-label={subjectOf(read.data)}>
          <h3>{subjectOf(read.data)}</h3>
          <p>
            To {read.data.to.join(', ')} <StateBadge state={read.data.state} />
          </p>
          <MessageDetails message={read.data} />
        </article>
      )}
    </DetailPanel>
  );
}

/**
 * The mail outbox as a table of subjects (newest first unless sorted), searched by subject or
 * recipient, filtered by state and queued day, a page at a time with Load more. A subject opens
 * its message in place, one at a time: where it is (queued, sending, retrying with its next
 * attempt, sent, failed with the error), its text with clickable links, and Send Again when it
 * failed. The filters and the open message live in the address (`?status=failed&message=<id>`).
 */
export function SentMailList() {
  const table = useTableQuery({
    statuses: STATE_LABELS,
    statusLabel: 'State',
    sorts: SENT_MAIL_SORTS,
    defaultSort: { sort: 'createdAt', dir: 'desc' },
    searchLabel: SENT_MAIL_TEXTS.search,
    dateLabels: { from: 'Queued from', to: 'Queued to' },
    openParam: 'message',
  });
  const result = useSentMailInfiniteQuery(table.query);
  const pages = result.currentData?.pages ?? [];
  const listed = pages.some((page) => page.items.some((message) => message.id === table.openId));
  const answered = pages.length > 0 || result.isError;
  const toggle = (id: string) => table.open(id === table.openId ? undefined : id);
  return (
    <div>
      <Toolbar>
        <Button
          $variant="outline"
          onClick={() => void result.refetch()}
          disabled={result.isFetching}
        >
          {SENT_MAIL_TEXTS.refresh}
        </Button>
      </Toolbar>
      {pages[0]?.catching ? <Alert>{SENT_MAIL_TEXTS.catching}</Alert> : null}
      {table.openId && answered && !listed ? (
        <OpenMessage id={table.openId} onClose={() => table.open(undefined)} />
      ) : null}
      <ListTable
        title="Sent mail"
        noun={{ one: 'message', other: 'messages', none: SENT_MAIL_TEXTS.empty }}
        columns={mailColumns(table.openId, toggle)}
        rowLabel={(message) => `message ${subjectOf(message)}`}
        csvFileName="sent-mail.csv"
        table={table}
        result={result}
        opensInPlace
      />
    </div>
  );
}
