import { Badge } from '@freight/ui';
import {
  formatStatus,
  reviewRequestBadgeColour,
  type ReviewRequestSummary,
} from '@freight/contracts';
import { useReviewRequestsQuery } from './api';
import { DetailList } from '../../shared/DetailList';
import { ItemList } from '../../shared/ItemCard';
import { QueryState } from '../../shared/QueryState';
import { formatDateTime } from '../../shared/formatDate';
import { Row, RowHeader } from './Row';

function ReviewRequestRow({ request }: { request: ReviewRequestSummary }) {
  const colour = reviewRequestBadgeColour(request.status);
  return (
    <Row aria-label={`Review request to ${request.brokerName}`}>
      <RowHeader>
        <strong>{request.brokerName}</strong>
        <Badge $variant={colour} data-colour={colour}>
          {formatStatus(request.status)}
        </Badge>
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

export function ReviewRequestsList() {
  const { data, isLoading, error } = useReviewRequestsQuery();
  return (
    <QueryState
      data={data}
      isLoading={isLoading}
      error={error}
      emptyText="No review requests sent yet"
    >
      {(requests) => (
        <ItemList>
          {requests.map((request) => (
            <ReviewRequestRow key={request.id} request={request} />
          ))}
        </ItemList>
      )}
    </QueryState>
  );
}
