import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { Alert, DetailList, VisuallyHidden, media } from '@freight/ui';
import {
  TRACKING_STEPS,
  formatUsDate,
  formatUsDateTime,
  trackingProgress,
  type TrackedShipment,
} from '@freight/contracts';
import { UsRouteMap, type MapMarker } from './UsRouteMap';

/** What the progress view reads: the same in public tracking and in the client portal. */
export type ProgressFacts = Pick<
  TrackedShipment,
  'status' | 'updates' | 'route' | 'deliveryEstimate' | 'pickupAddress' | 'deliveryAddress'
>;

type StepState = 'done' | 'current' | 'upcoming';

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${media.md} {
    grid-template-columns: repeat(${TRACKING_STEPS.length}, minmax(0, 1fr));
  }
`;

const Step = styled.li<{ $state: StepState; $exception: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-top: 4px solid
    ${({ theme, $state, $exception }) =>
      $state === 'upcoming'
        ? theme.colors.border
        : $exception && $state === 'current'
          ? theme.colors.danger
          : theme.colors.success};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.muted : 'inherit')};
`;

const Mark = styled.span`
  flex: none;
  width: 1.25rem;
  text-align: center;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  p {
    margin: 0;
  }
`;

const Note = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

function stepState(index: number, current: number): StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

const STATE_TEXT: Record<StepState, string> = { done: ' (done)', current: '', upcoming: '' };
const MARK: Record<StepState, string> = { done: '✓', current: '●', upcoming: '○' };

function ProgressSteps({ facts }: { facts: ProgressFacts }) {
  const progress = trackingProgress(facts.status, facts.updates);
  return (
    <>
      <Steps aria-label="Shipment progress">
        {TRACKING_STEPS.map((step, index) => {
          const state = stepState(index, progress.step);
          return (
            <Step
              key={step.label}
              $state={state}
              $exception={progress.exception}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Mark aria-hidden="true">{MARK[state]}</Mark>
              <span>
                {step.label}
                <VisuallyHidden>{STATE_TEXT[state]}</VisuallyHidden>
              </span>
            </Step>
          );
        })}
      </Steps>
      {progress.exception ? (
        <Alert $variant="destructive" role="note">
          There is a problem with this shipment (exception): see the latest update below.
        </Alert>
      ) : null}
      {progress.cancelled ? <Alert role="note">This shipment was cancelled.</Alert> : null}
    </>
  );
}

function estimateValue(facts: ProgressFacts) {
  const estimate = facts.deliveryEstimate;
  if (!estimate) return facts.status === 'delivered' ? 'Delivered' : 'Not yet known';
  if (estimate.basis === 'distance') {
    return (
      <>
        {formatUsDateTime(estimate.at)}
        <Note>
          {`Estimate: about ${estimate.milesLeft.toLocaleString('en-US')} mi left from the last known location at an average ${estimate.averageMph} mph, without stops`}
        </Note>
      </>
    );
  }
  return (
    <>
      {formatUsDate(estimate.at)}
      <Note>Estimate: the scheduled delivery date</Note>
    </>
  );
}

function mapMarkers({ route }: ProgressFacts): MapMarker[] {
  const markers: MapMarker[] = [];
  if (route.pickup)
    markers.push({ kind: 'origin', ...route.pickup, label: `Pickup: ${route.pickup.name}` });
  if (route.delivery) {
    markers.push({
      kind: 'destination',
      ...route.delivery,
      label: `Delivery: ${route.delivery.name}`,
    });
  }
  if (route.lastKnown) {
    markers.push({
      kind: 'current',
      ...route.lastKnown,
      label: `Last known location: ${route.lastKnown.name}`,
    });
  }
  return markers;
}

function mapTitle({ route, pickupAddress, deliveryAddress }: ProgressFacts): string {
  const trip = `Route map from ${route.pickup?.name ?? pickupAddress} to ${route.delivery?.name ?? deliveryAddress}`;
  return route.lastKnown ? `${trip}, last known location ${route.lastKnown.name}` : trip;
}

/** Where the shipment stands: the steps, when it should arrive, and its route on the US map. */
export function ShipmentProgress({ facts }: { facts: ProgressFacts }) {
  const headingId = useId();
  const markers = useMemo(() => mapMarkers(facts), [facts]);
  const lastKnown = facts.route.lastKnown;
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Progress</h3>
      <div>
        <ProgressSteps facts={facts} />
      </div>
      <DetailList items={[{ label: 'Expected Delivery', value: estimateValue(facts) }]} />
      {markers.length > 0 ? (
        <UsRouteMap title={mapTitle(facts)} line={facts.route.line} dashed markers={markers} />
      ) : (
        <p>The route cannot be drawn: its places were not found on the map.</p>
      )}
      <p>
        {lastKnown
          ? `Last known location: ${lastKnown.name}, ${formatUsDateTime(lastKnown.at)}`
          : 'No location on the map yet.'}
      </p>
    </Section>
  );
}
