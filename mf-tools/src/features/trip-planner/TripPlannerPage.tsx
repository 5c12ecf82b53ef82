import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
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
  FetchFailure,
  errorMessage,
  isUnreachable,
  lazyExport,
  preload,
  useAttemptToasts,
  useShellServices,
} from '@freight/runtime';
import { useLocation, useSearchParams } from 'react-router-dom';
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

/** The failure toast of a refused plan: 'Failed to calculate route' with the server's reason. */
function failureToast(error: unknown) {
  const reason = errorMessage(error, '');
  return { title: TRIP_PLANNER_MESSAGES.calculateFailed, description: reason || undefined };
}

/**
 * `/trip-planner`: the planner of the address's trip. An address the planner did not write
 * (Back, Forward, a link) starts the planner over from it; the address of a plan calculated here
 * keeps it. The navigation type cannot tell them apart: in the shell, single-spa follows every
 * pushState and replaceState with a popstate event, so the area's router reports the address a
 * plan wrote as a POP too (batched with the PUSH into one render, it started a second planner,
 * which calculated the plan again).
 */
export function TripPlannerPage() {
  const { search } = useLocation();
  const [shown, setShown] = useState({ search, written: search, planner: 0 });
  if (shown.search !== search) {
    const own = search === shown.written;
    setShown({ search, written: search, planner: own ? shown.planner : shown.planner + 1 });
  }
  const onWrite = useCallback((written: string) => setShown((now) => ({ ...now, written })), []);
  return <TripPlanner key={shown.planner} onWrite={onWrite} />;
}

/**
 * The form, filled from the address and calculated at once when it names a whole plan; each
 * plan calculated goes into the address (a new history entry, or in place when it is the same),
 * so a link or a reload reproduces it.
 */
function TripPlanner({ onWrite }: { onWrite: (search: string) => void }) {
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
  /** The request that could not reach the service, for Retry. */
  const [unreached, setUnreached] = useState<{ request: TripPlanRequest; error: unknown } | null>(
    null,
  );
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
    setUnreached(null);
    try {
      const result = await calculateRoute(request).unwrap();
      setPlan({ result, vehicleType: request.vehicleType });
      // The plan of the address arrived at only completes that address: no entry of its own.
      const planned = tripQuery(request);
      const same = planned.toString() === query.toString();
      onWrite(`?${planned.toString()}`);
      setQuery(planned, { replace: same || arrivalPending.current });
      arrivalPending.current = false;
      toasts.succeed({
        title: TRIP_PLANNER_MESSAGES.successTitle,
        description: TRIP_PLANNER_MESSAGES.successDescription,
      });
      return null;
    } catch (error) {
      // Unreached, the summary says so with Retry: nothing the visitor typed is wrong.
      if (isUnreachable(error)) setUnreached({ request, error });
      else toasts.fail(failureToast(error));
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
            {!isLoading && unreached ? (
              <FetchFailure
                error={unreached.error}
                fallback={TRIP_PLANNER_MESSAGES.calculateFailed}
                onRetry={() => void submit(unreached.request)}
                stale={plan !== null}
              />
            ) : null}
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
            {!isLoading && !plan && !unreached ? (
              <Idle>Enter an origin and a destination, then calculate the route.</Idle>
            ) : null}
          </CardContent>
        </Card>
      </Columns>
      <TripPlannerStatsCard />
    </Page>
  );
}
