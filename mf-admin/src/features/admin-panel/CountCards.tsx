import styled from 'styled-components';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Skeleton,
  VisuallyHidden,
  media,
} from '@freight/ui';
import { FetchFailure } from '@freight/runtime';
import type { AdminSummary } from '@freight/contracts';
import { useAdminSummaryQuery } from './api';

const Counts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** One line of COUNT_HEIGHT, the height of its placeholder: the count appears without a shift. */
const COUNT_HEIGHT = '2.5rem';

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  line-height: ${COUNT_HEIGHT};
  font-weight: 700;
`;

const COUNT_CARDS: Array<{ key: keyof AdminSummary; title: string }> = [
  { key: 'quoteRequests', title: 'Quote Requests' },
  { key: 'driverApplications', title: 'Driver Applications' },
  { key: 'ownerOperators', title: 'Owner Operators' },
];

function Figure({ value, failed }: { value: number | undefined; failed: boolean }) {
  if (value !== undefined) return <Count>{value}</Count>;
  if (!failed) return <Skeleton $height={COUNT_HEIGHT} $width="4rem" />;
  return (
    <Count>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>not known</VisuallyHidden>
    </Count>
  );
}

/**
 * The three count cards at the top of the admin panel; `checking`: before sign-in is known, no
 * read. Counts that could not be read say so, with Retry, rather than keeping their placeholders.
 */
export function CountCards({ checking }: { checking: boolean }) {
  const { data, error, isError, refetch } = useAdminSummaryQuery(undefined, { skip: checking });
  return (
    <>
      {isError && (
        <FetchFailure
          error={error}
          fallback="The counts could not be loaded."
          onRetry={() => void refetch()}
          stale={data !== undefined}
        />
      )}
      <Counts>
        {COUNT_CARDS.map(({ key, title }) => (
          <Card key={key} as="section" aria-label={title}>
            <CardHeader>
              <CardDescription>{title}</CardDescription>
            </CardHeader>
            <CardContent>
              <Figure value={data?.[key]} failed={isError} />
            </CardContent>
          </Card>
        ))}
      </Counts>
    </>
  );
}
