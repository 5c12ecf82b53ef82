import { useEffect, useRef } from 'react';
import { useTrackTripPlannerVisitMutation } from './api';

/**
 * Registers one page visit when the page mounts. The ref survives React StrictMode's second
 * effect run, so a visit is never counted twice for one page load.
 */
export function useTrackVisitOnce(): void {
  const [trackVisit] = useTrackTripPlannerVisitMutation();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackVisit().catch(() => undefined);
  }, [trackVisit]);
}
