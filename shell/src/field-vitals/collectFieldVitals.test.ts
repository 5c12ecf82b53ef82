import { VITAL_THRESHOLDS } from '@freight/contracts';
import { collectFieldVitals } from './collectFieldVitals';
import { routePatternOf } from './routePattern';

type Report = (metric: { name: string; value: number; id: string }) => void;
const reporters: Record<string, Report> = {};

jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reporters.LCP = report),
  onINP: (report: Report) => (reporters.INP = report),
  onCLS: (report: Report) => (reporters.CLS = report),
}));

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { get: () => visibility });

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  visibility = 'visible';
}

const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

const sentBodies = () =>
  sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(String(body))]);

beforeEach(() => sendBeacon.mockClear());

describe('collectFieldVitals', () => {
  it('sends the route pattern and each figure once, when the page is hidden', () => {
    window.history.pushState({}, '', '/review/9f8e7d6c5b4a');
    collectFieldVitals();
    reporters.LCP?.({ name: 'LCP', value: 2140.5, id: 'v5-1' });
    reporters.CLS?.({ name: 'CLS', value: 0.031, id: 'v5-2' });
    reporters.INP?.({ name: 'INP', value: 88, id: 'v5-3' });
    expect(sendBeacon).not.toHaveBeenCalled();

    hide();
    expect(sentBodies()).toEqual([
      ['/api/field-vitals', { route: '/review/:token', lcp: 2140.5, cls: 0.031, inp: 88 }],
    ]);
    expect(String(sendBeacon.mock.calls[0]?.[1])).not.toContain('9f8e7d6c5b4a');

    // The same load's CLS reported again after the page came back is not counted twice.
    reporters.CLS?.({ name: 'CLS', value: 0.2, id: 'v5-2' });
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);

    // A page load restored from the back-forward cache reports with new ids.
    reporters.INP?.({ name: 'INP', value: 240, id: 'v5-4' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBodies()[1]).toEqual(['/api/field-vitals', { route: '/review/:token', inp: 240 }]);
  });
});

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/fleetfolio/login', '/fleetfolio/login'],
    ['/review/abc', '/review/:token'],
    ['/admin/unknown', undefined],
    ['/review', undefined],
  ])('%s is %s', (path, route) => {
    expect(routePatternOf(path)).toBe(route);
  });
});

it('rates with the thresholds web-vitals uses', () => {
  const actual = jest.requireActual<typeof import('web-vitals')>('web-vitals');
  expect(VITAL_THRESHOLDS).toEqual({
    lcp: actual.LCPThresholds,
    inp: actual.INPThresholds,
    cls: actual.CLSThresholds,
  });
});
