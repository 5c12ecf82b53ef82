import { Badge, type DataTableColumn } from '@freight/ui';
import { useTableQuery } from '@freight/runtime';
import {
  REVIEW_REQUEST_SORTS,
  REVIEW_REQUEST_STATUSES,
  formatStatus,
  reviewRequestBadgeColour,
  type ReviewRequestSummary,
} from '@freight/contracts';
import { useReviewRequestQuery, useReviewRequestsInfiniteQuery } from './api';
import { DetailList } from '../../shared/DetailList';
import { DetailPanel } from '../../shared/DetailPanel';
import { ListTable } from '../../shared/ListTable';
import { formatDateTime } from '../../shared/formatDate';
import { statusLabels } from '../../shared/listQuery';
import { Row, RowHeader } from './Row';

function RequestStatusBadge({ status }: { status: string }) {
  const colour = reviewRequestBadgeColour(status);
  return (
    <Badge $variant={colour} data-colour={colour}>
      {formatStatus(status)}
    </Badge>
  );
}

function ReviewRequestCard({ request }: { request: ReviewRequestSummary }) {
  return (
    <Row aria-label={`Review request to ${request.brokerName}`}>
      <RowHeader>
        <strong>{request.brokerName}</strong>
        <RequestStatusBadge status={request.status} />
      </RowHeader>
      <DetailList
        details={[
          { label: 'Email', value: request.brokerEmail },
          { label: 'Phone', value: request.brokerPhone },
          { label: 'Company', value: request.companyName },
          { label: 'Project', value: request.projectDescription },
          { label: 'Sent', value: formatDateTime(request.sentAt) },
          { label: 'Expires', value: formatDateTime(request.expiresAt) },
          { label: 'Completed', value: request.completedAt && formatDateTime(request.completedAt) },
        ]}
      />
    </Row>
  );
}

const REQUEST_STATUS_LABELS = statusLabels(REVIEW_REQUEST_STATUSES);

const REQUEST_COLUMNS: DataTableColumn<ReviewRequestSummary>[] = [
  {
    key: 'brokerName',
    header: 'Broker',
    render: (request) => request.brokerName,
    sortable: true,
  },
  { key: 'brokerEmail', header: 'Email', render: (request) => request.brokerEmail },
  {
    key: 'companyName',
    header: 'Company',
    render: (request) => request.companyName ?? '—',
    csv: (request) => request.companyName ?? '',
    sortable: true,
  },
  {
    key: 'status',
    header: 'Status',
    render: (request) => <RequestStatusBadge status={request.status} />,
    csv: (request) => formatStatus(request.status),
    sortable: true,
  },
  {
    key: 'sentAt',
    header: 'Sent',
    render: (request) => formatDateTime(request.sentAt),
    sortable: true,
  },
  {
    key: 'expiresAt',
    header: 'Expires',
    render: (request) => formatDateTime(request.expiresAt),
    sortable: true,
  },
];

/** The open request: from the loaded pages, else read by its id (a shared or reloaded address). */
function OpenRequest({
  id,
  listed,
  onClose,
}: {
  id: string;
  listed?: ReviewRequestSummary;
  onClose: () => void;
}) {
  const read = useReviewRequestQuery(id, { skip: Boolean(listed) });
  const request = listed ?? read.data;
  return (
    <DetailPanel label="Review request" onClose={onClose} read={read}>
      {request && <ReviewRequestCard request={request} />}
    </DetailPanel>
  );
}

/**
 * The review requests sent to brokers as a table (newest first unless sorted), searchable by
 * broker, email or company, filtered by status and sent day, a page at a time with Load more;
 * its state and the open request live in the address (`/admin/reviews?status=sent&request=<id>`).
 */
export function ReviewRequestsList() {
  const table = useTableQuery({
    statuses: REQUEST_STATUS_LABELS,
    sorts: REVIEW_REQUEST_SORTS,
    defaultSort: { sort: 'sentAt', dir: 'desc' },
    searchLabel: 'Search by broker, email or company',
    dateLabels: { from: 'Sent from', to: 'Sent to' },
    openParam: 'request',
  });
  const result = useReviewRequestsInfiniteQuery(table.query);
  const requests = result.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      {table.openId && (
        <OpenRequest
          id={table.openId}
          listed={requests.find((request) => request.id === table.openId)}
          onClose={() => table.open(undefined)}
        />
      )}
      <ListTable
        title="Review requests"
        noun={{
          one: 'review request',
          other: 'review requests',
          none: 'No review requests sent yet',
        }}
        columns={REQUEST_COLUMNS}
        rowLabel={(request) => `review request to ${request.brokerName}`}
        csvFileName="review-requests.csv"
        table={table}
        result={result}
      />
    </div>
  );
}
