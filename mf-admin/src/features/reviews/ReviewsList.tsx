import { Badge, Button } from '@freight/ui';
import { RATING_LABELS, REVIEW_APPROVAL_MESSAGES, type CustomerReview } from '@freight/contracts';
import { errorMessage, useShellServices } from '@freight/runtime';
import { useApproveReviewMutation, useCustomerReviewsQuery } from './api';
import { DetailList } from '../../shared/DetailList';
import { ItemList } from '../../shared/ItemCard';
import { QueryState } from '../../shared/QueryState';
import { formatDateTime } from '../../shared/formatDate';
import { Row, RowHeader } from './Row';

function Stars({ rating }: { rating: number }) {
  const label = RATING_LABELS[rating as keyof typeof RATING_LABELS] ?? '';
  return (
    <span role="img" aria-label={`${rating} out of 5 stars${label ? `, ${label}` : ''}`}>
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, 5 - rating))}
    </span>
  );
}

function ApproveButton({ review }: { review: CustomerReview }) {
  const { toast } = useShellServices();
  const [approve, { isLoading }] = useApproveReviewMutation();
  const onClick = async () => {
    try {
      await approve(review.id).unwrap();
      toast.show({
        title: REVIEW_APPROVAL_MESSAGES.approvedTitle,
        description: REVIEW_APPROVAL_MESSAGES.approvedDescription,
      });
    } catch (error) {
      toast.show({
        title: REVIEW_APPROVAL_MESSAGES.failureTitle,
        description: errorMessage(error, REVIEW_APPROVAL_MESSAGES.failureDescription),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button $size="sm" onClick={onClick} disabled={isLoading}>
      Approve Review
    </Button>
  );
}

function ReviewRow({ review }: { review: CustomerReview }) {
  return (
    <Row aria-label={`Review by ${review.reviewerName}`}>
      <RowHeader>
        <strong>{review.reviewerName}</strong>
        <Stars rating={review.rating} />
        {review.isApproved ? (
          <Badge $variant="green">Approved</Badge>
        ) : (
          <Badge $variant="yellow">Awaiting Approval</Badge>
        )}
      </RowHeader>
      <p>{review.reviewText}</p>
      <DetailList
        details={[
          { label: 'Email', value: review.reviewerEmail },
          { label: 'Company', value: review.reviewerCompany },
          { label: 'Service', value: review.serviceType },
          { label: 'Submitted', value: formatDateTime(review.submittedAt) },
          { label: 'Approved', value: review.approvedAt && formatDateTime(review.approvedAt) },
        ]}
      />
      {review.isApproved ? null : <ApproveButton review={review} />}
    </Row>
  );
}

export function ReviewsList() {
  const { data, isLoading, error, refetch } = useCustomerReviewsQuery();
  return (
    <QueryState
      data={data}
      isLoading={isLoading}
      error={error}
      refetch={refetch}
      emptyText="No reviews submitted yet"
    >
      {(reviews) => (
        <ItemList>
          {reviews.map((review) => (
            <ReviewRow key={review.id} review={review} />
          ))}
        </ItemList>
      )}
    </QueryState>
  );
}
