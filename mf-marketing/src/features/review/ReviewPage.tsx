import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Container,
  Skeleton,
} from '@freight/ui';
import { REVIEW_FORM_MESSAGES } from '@freight/contracts';
import {
  FetchFailure,
  SERVICE_UNREACHABLE,
  errorMessage,
  isUnreachable,
  lazyExport,
  useShellServices,
} from '@freight/runtime';
import { useReviewInvitationQuery } from './api';

// The form (react-hook-form, joi) loads beside the invitation read; the page around it is in
// the area's first files, so the page's first screen is prerendered at build time.
const ReviewForm = lazyExport(() => import('./ReviewForm'), 'ReviewForm');

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

function ReturnHome() {
  const { navigation } = useShellServices();
  return (
    <Button onClick={() => navigation.navigate('/')}>{REVIEW_FORM_MESSAGES.returnHome}</Button>
  );
}

function Outcome({ title, message }: { title: string; message: ReactNode }) {
  return (
    <Page $width="narrow">
      <Card>
        <CardHeader>
          <h1>{title}</h1>
        </CardHeader>
        <CardContent>
          {typeof message === 'string' ? <p>{message}</p> : message}
          <ReturnHome />
        </CardContent>
      </Card>
    </Page>
  );
}

/** /review/:token — a broker's one review through the link they were sent. */
export function ReviewPage() {
  const { pageMeta } = useShellServices();
  const token = useParams().token ?? '';
  const { data, error, isLoading, refetch } = useReviewInvitationQuery(token);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    pageMeta.set({
      title: 'Share Your Experience',
      description: 'Tell us how we did: rate our freight service and leave a review.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  if (submitted) {
    return (
      <Outcome
        title={REVIEW_FORM_MESSAGES.submittedTitle}
        message="Thank you for your feedback. We appreciate you taking the time to review our service."
      />
    );
  }
  if (!isLoading && isUnreachable(error)) {
    // A network failure says nothing about the link: the page must not call it dead.
    return (
      <Outcome
        title={SERVICE_UNREACHABLE.title}
        message={
          <FetchFailure
            error={error}
            fallback={REVIEW_FORM_MESSAGES.unavailableDescription}
            onRetry={() => void refetch()}
          />
        }
      />
    );
  }
  if (!isLoading && (error || !data)) {
    return (
      <Outcome
        title={REVIEW_FORM_MESSAGES.unavailableTitle}
        message={errorMessage(error, REVIEW_FORM_MESSAGES.unavailableDescription)}
      />
    );
  }
  return (
    <Page $width="narrow">
      <h1>Share Your Experience</h1>
      <Card aria-busy={isLoading}>
        <CardHeader>
          <CardDescription>
            {data?.projectDescription
              ? `Project: ${data.projectDescription}`
              : 'Your feedback helps us keep every load on time.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data ? (
            <Suspense fallback={<Skeleton $height="14rem" />}>
              <ReviewForm token={token} invitation={data} onSubmitted={() => setSubmitted(true)} />
            </Suspense>
          ) : (
            <Skeleton $height="14rem" />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
