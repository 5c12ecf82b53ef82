import styled from 'styled-components';
import { lazyExport } from '@freight/runtime';
import { Card, CardContent, CardHeader, CardTitle } from '@freight/ui';
import { LazyDialogButton } from '../../shared/LazyDialogButton';
import { ReviewRequestsList } from './ReviewRequestsList';
import { ReviewsList } from './ReviewsList';

const loadSendReviewRequestDialog = () => import('./SendReviewRequestDialog');
const SendReviewRequestDialog = lazyExport(loadSendReviewRequestDialog, 'SendReviewRequestDialog');

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const HeaderRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

/** The reviews tab: review requests with the send dialog, and submitted reviews to approve. */
export function ReviewManagement() {
  return (
    <Stack>
      <h2>Review Management</h2>
      <Card>
        <CardHeader>
          <HeaderRow>
            <CardTitle>Review Requests</CardTitle>
            <LazyDialogButton
              label="Send Review Request"
              variant="primary"
              load={loadSendReviewRequestDialog}
              renderDialog={(close) => <SendReviewRequestDialog onClose={close} />}
            />
          </HeaderRow>
        </CardHeader>
        <CardContent>
          <ReviewRequestsList />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Customer Reviews</CardTitle>
        </CardHeader>
        <CardContent>
          <ReviewsList />
        </CardContent>
      </Card>
    </Stack>
  );
}
