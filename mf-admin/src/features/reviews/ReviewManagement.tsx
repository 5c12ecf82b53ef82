import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@freight/ui';
import { ReviewRequestsList } from './ReviewRequestsList';
import { ReviewsList } from './ReviewsList';
import { SendReviewRequestDialog } from './SendReviewRequestDialog';

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
  const [sending, setSending] = useState(false);
  return (
    <Stack>
      <h2>Review Management</h2>
      <Card>
        <CardHeader>
          <HeaderRow>
            <CardTitle>Review Requests</CardTitle>
            <Button onClick={() => setSending(true)}>Send Review Request</Button>
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
      <SendReviewRequestDialog open={sending} onClose={() => setSending(false)} />
    </Stack>
  );
}
