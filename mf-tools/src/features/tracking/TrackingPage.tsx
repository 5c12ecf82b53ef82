import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import { Alert, Container, Skeleton } from '@freight/ui';
import { FetchFailure, useShellServices, type ApiError } from '@freight/runtime';
import { TRACKING_MESSAGES } from '@freight/contracts';
import { useTrackShipmentQuery } from './api';
import { TrackingSearch } from './TrackingSearch';
import { ShipmentDetails } from './ShipmentDetails';

const Page = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
  }
`;

const NUMBER_PARAM = 'number';

function TrackingResult({ shipmentNumber }: { shipmentNumber: string }) {
  const { data, error, isError, isFetching, refetch } = useTrackShipmentQuery(shipmentNumber);
  if (isFetching) return <Skeleton $height="12rem" />;
  if ((error as ApiError | undefined)?.status === 404) {
    return (
      <Alert role="alert" $variant="destructive">
        <strong>{TRACKING_MESSAGES.notFoundTitle}</strong>
        <p>{TRACKING_MESSAGES.notFoundDescription}</p>
      </Alert>
    );
  }
  return (
    <>
      {isError && (
        <FetchFailure
          error={error}
          fallback="Tracking is unavailable right now. Please try again."
          onRetry={() => void refetch()}
          stale={data !== undefined}
        />
      )}
      {data && <ShipmentDetails shipment={data} />}
    </>
  );
}

/** /tracking: search by shipment number; the number lives in the URL so results can be shared. */
export function TrackingPage() {
  const { pageMeta } = useShellServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const shipmentNumber = searchParams.get(NUMBER_PARAM)?.trim() ?? '';
  const { isFetching, refetch } = useTrackShipmentQuery(shipmentNumber || skipToken);
  const search = (next: string) => {
    if (next === shipmentNumber) refetch();
    else setSearchParams({ [NUMBER_PARAM]: next });
  };

  useEffect(() => {
    pageMeta.set({
      title: 'Track Your Shipment',
      description: 'Track a freight shipment by its shipment number: status, driver and timeline.',
      canonicalPath: '/tracking',
    });
  }, [pageMeta]);

  return (
    <Page>
      <Container $width="default">
        <h1>Shipment Tracking</h1>
      </Container>
      <Container $width="default">
        <TrackingSearch initialNumber={shipmentNumber} busy={isFetching} onSearch={search} />
      </Container>
      {shipmentNumber ? (
        <Container $width="default" aria-live="polite">
          <TrackingResult shipmentNumber={shipmentNumber} />
        </Container>
      ) : null}
    </Page>
  );
}
