import { Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  TRIP_PLANNER_MESSAGES,
  type TripPlanRequest,
  type TripPlanResult,
  type VehicleType,
} from '@freight/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Container,
  Skeleton,
  media,
} from '@freight/ui';
import {
  SERVICE_UNREACHABLE,
  errorMessage,
  isUnreachable,
  lazyExport,
  preload,
  useAttemptToasts,
  useShellServices,
} from '@freight/runtime';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useCalculateRouteMutation } from './api';
import { namesAPlan, tripFormValuesOf, tripQuery } from './tripAddress';
import { TripPlanForm } from './TripPlanForm';
import { TripPlannerStatsCard } from './TripPlannerStatsCard';
import { useTrackVisitOnce } from './useTrackVisitOnce';

// The result and its map (d3-geo) are only needed once a route is calculated: loaded when the
// form is submitted, beside the calculation, not with the page (Lighthouse TBT on /trip-planner).
const loadTripResult = () => import('./TripResult');
const TripResult = lazyExport(loadTripResult, 'TripResult');

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Idle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const QUOTE_URL = '/#contact';

interface Plan {
  result: TripPlanResult;
  vehicleType: VehicleType;
}

/**
 * The failure toast: 'Failed to calculate route' with the server's reason (which place was not
 * found), or that the service could not be reached; never a status code.
 */
function failureToast(error: unknown) {
  const title = isUnreachable(error)
    ? SERVICE_UNREACHABLE.title
    : TRIP_PLANNER_MESSAGES.calculateFailed;
  const reason = errorMessage(error, '');
  return { title, description: reason || undefined };
}

/**
 * `/trip-planner`: the planner of the address's trip. Back or Forward to another address (a
 * POP) starts the planner over from that address; a plan calculated here only writes its own.
 */
export function TripPlannerPage() {
  const { key } = useLocation();
  const popped = useNavigationType() === 'POP';
  const [seen, setSeen] = useState({ key, planner: 0 });
  if (seen.key !== key) setSeen({ key, planner: popped ? seen.planner + 1 : seen.planner });
  return <TripPlanner key={seen.planner} />;
}

/**
 * The form, filled from the address and calculated at once when it names a whole plan; each
 * plan calculated goes into the address (a new history entry, or in place when it is the same),
 * so a link or a reload reproduces it.
 */
function TripPlanner() {
  const { pageMeta, navigation } = useShellServices();
  const [query, setQuery] = useSearchParams();
  const [arrival] = useState(() => ({
    values: tripFormValuesOf(query, new Date()),
    calculate: namesAPlan(query),
  }));
  const arrivalPending = useRef(arrival.calculate);
  const toasts = useAttemptToasts();
  const [calculateRoute, { isLoading }] = useCalculateRouteMutation();
  const [plan, setPlan] = useState<Plan | null>(null);
  useTrackVisitOnce();

  useEffect(() => {
    pageMeta.set({
      title: 'Trip Planner',
      description:
        'Plan a car or truck route: distance, drive time, tolls and fuel cost, with truck stops and fuel stations along the way.',
      keywords: ['trip planner', 'truck route', 'toll calculator', 'fuel cost'],
      canonicalPath: '/trip-planner',
    });
  }, [pageMeta]);

  const submit = async (request: TripPlanRequest) => {
    preload(loadTripResult);
    try {
      const result = await calculateRoute(request).unwrap();
      setPlan({ result, vehicleType: request.vehicleType });
      // The plan of the address arrived at only completes that address: no entry of its own.
      const planned = tripQuery(request);
      const same = planned.toString() === query.toString();
      setQuery(planned, { replace: same || arrivalPending.current });
      arrivalPending.current = false;
      toasts.succeed({
        title: TRIP_PLANNER_MESSAGES.successTitle,
        description: TRIP_PLANNER_MESSAGES.successDescription,
      });
      return null;
    } catch (error) {
      toasts.fail(failureToast(error));
      return error;
    }
  };

  return (
    <Page>
      <h1>Trip Planner</h1>
      <Columns>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Route</CardTitle>
            <CardDescription>Origin, destination, stops, vehicle and fuel.</CardDescription>
          </CardHeader>
          <CardContent>
            <TripPlanForm
              isCalculating={isLoading}
              onSubmit={submit}
              initialValues={arrival.values}
              calculateAtOnce={arrival.calculate}
            />
          </CardContent>
        </Card>
        <Card as="section" aria-label="Trip summary" aria-busy={isLoading}>
          <CardHeader>
            <CardTitle as="h2">Trip Summary</CardTitle>
            <CardDescription>Distance, duration, tolls, fuel and total cost.</CardDescription>
          </CardHeader>
          <CardContent>
            {isLoading ? <Skeleton $height="20rem" /> : null}
            {!isLoading && plan ? (
              <Suspense fallback={<Skeleton $height="20rem" />}>
                <TripResult
                  result={plan.result}
                  vehicleType={plan.vehicleType}
                  onRequestQuote={() => navigation.navigate(QUOTE_URL)}
                />
              </Suspense>
            ) : null}
            {!isLoading && !plan ? (
              <Idle>Enter an origin and a destination, then calculate the route.</Idle>
            ) : null}
          </CardContent>
        </Card>
      </Columns>
      <TripPlannerStatsCard />
    </Page>
  );
}
