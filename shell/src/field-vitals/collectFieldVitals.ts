import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { FIELD_VITALS_PATH, type FieldVitalsBeacon, type SiteRoute } from '@freight/contracts';
import { routePatternOf } from './routePattern';

const FIELDS = { LCP: 'lcp', INP: 'inp', CLS: 'cls' } as const;
type Reported = Metric & { name: keyof typeof FIELDS };

/**
 * Reports the Core Web Vitals of this page load to the API, as real visitors experience them.
 * web-vitals measures the page load (its observers are buffered, so starting late misses
 * nothing), and the figures belong to the route the page was loaded at, as in Chrome's field
 * data; a visit restored from the back-forward cache is a new page load of its current route.
 * Each figure is sent once, when the page is first hidden (its final value by then); a later
 * report of the same metric of the same load is ignored, so a load is never counted twice.
 */
export function collectFieldVitals(): void {
  let route: SiteRoute | undefined = routePatternOf(window.location.pathname);
  const pending = new Map<string, Reported>();
  const sent = new Set<string>();
  const keep = (metric: Reported) => {
    if (!sent.has(metric.id)) pending.set(metric.name, metric);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);

  const flush = () => {
    if (!route || pending.size === 0 || typeof navigator.sendBeacon !== 'function') return;
    const beacon: FieldVitalsBeacon = { route };
    for (const metric of pending.values()) {
      beacon[FIELDS[metric.name]] = metric.value;
      sent.add(metric.id);
    }
    pending.clear();
    navigator.sendBeacon(FIELD_VITALS_PATH, JSON.stringify(beacon));
  };
  // web-vitals registers its own listeners first (capture), so its final values are in by then.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Safari does not always fire visibilitychange when a page is left.
  window.addEventListener('pagehide', flush);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) route = routePatternOf(window.location.pathname);
  });
}
