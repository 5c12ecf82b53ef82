import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAnswer, renderInArea } from '@freight/runtime/testing';
import { queueStorageKey } from './actionQueue';
import { DriverHome } from './DriverHome';

const TRIP = '665f1f77bcf86cd799439031';
const ACCOUNT = '665f1f77bcf86cd799439099';
const QUEUE_STORAGE_KEY = queueStorageKey(ACCOUNT);
const stop = (n: number, kind: string, stopName: string, extra: object = {}) => ({
  id: `665f1f77bcf86cd7994390${40 + n}`,
  kind,
  stopName,
  stopDate: '2026-03-02',
  // Stored orders count from 0; the phone numbers the stops from 1.
  order: n - 1,
  loadNumber: 'LD-1001',
  arrivedAt: null,
  completedAt: null,
  completed: false,
  ...extra,
});
const trip = (overrides: object = {}) => ({
  id: TRIP,
  tripNumber: 'TR-7',
  status: 'dispatched',
  truck: 'Truck 12',
  trailer: 'Trailer 40',
  loads: [{ id: '665f1f77bcf86cd799439011', loadNumber: 'LD-1001' }],
  stops: [stop(1, 'pickup', 'Chicago, IL'), stop(2, 'delivery', 'Dallas, TX')],
  startOdometer: 120000,
  endOdometer: null,
  ...overrides,
});
const home = {
  driver: { id: '665f1f77bcf86cd799439022', name: 'Ann Lee' },
  current: [trip()],
  next: [trip({ id: '665f1f77bcf86cd799439032', tripNumber: 'TR-8', status: 'planned' })],
};

interface Sent {
  url: string;
  key: string | undefined;
  body: unknown;
}

/** The API of the phone: reads answer `home`; actions answer `answerAction` (or throw). */
function stubApi(answerAction: () => { status: number; body?: unknown } | 'offline') {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') return fetchAnswer(200, home);
    const answer = answerAction();
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const headers = init.headers as Record<string, string>;
    sent.push({ url, key: headers['Idempotency-Key'], body: JSON.parse(String(init.body)) });
    return fetchAnswer(answer.status, answer.body);
  }) as unknown as typeof fetch;
  return sent;
}

const done = { status: 200, body: { tripId: TRIP, done: 'arrived', at: '2026-03-02T10:00:00Z' } };
const unavailable = { status: 503, body: { message: 'Service temporarily unavailable' } };

/** Whether the browser says the phone has a connection (the `online` event follows it). */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function setVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets `ms` pass on the fake clock, and the sends it starts settle. */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
});
afterEach(() => jest.useRealTimers());

describe('DriverHome', () => {
  it('shows the current trip stops in order with maps links; the next trips are read-only', async () => {
    stubApi(() => done);
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const current = await screen.findByRole('article', { name: 'Trip TR-7' });
    const stops = within(current).getAllByRole('listitem');
    expect(stops.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Pickup 1: Chicago, IL',
      'Delivery 2: Dallas, TX',
    ]);
    expect(within(stops[0]!).getByText('Appointment: 03/02/2026')).toBeInTheDocument();
    expect(within(stops[0]!).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Chicago%2C%20IL',
    );
    expect(within(stops[0]!).getByRole('button', { name: 'Mark Arrived' })).toBeInTheDocument();
    const next = screen.getByRole('article', { name: 'Trip TR-8' });
    expect(within(next).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends Mark Arrived once with its own idempotency key', async () => {
    const sent = stubApi(() => done);
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const current = await screen.findByRole('article', { name: 'Trip TR-7' });
    const first = within(current).getByRole('listitem', { name: 'Pickup 1: Chicago, IL' });
    await userEvent.click(within(first).getByRole('button', { name: 'Mark Arrived' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/fleetfolio/driver/trips/${TRIP}/stops/665f1f77bcf86cd799439041/arrive`,
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      body: {},
    });
    expect(screen.queryByRole('region', { name: /Waiting to Send/ })).not.toBeInTheDocument();
  });

  it('keeps actions while offline, shows them, and sends each once when back online', async () => {
    let online = false;
    setOnline(false);
    const sent = stubApi(() => (online ? done : 'offline'));
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const current = await screen.findByRole('article', { name: 'Trip TR-7' });
    const first = within(current).getByRole('listitem', { name: 'Pickup 1: Chicago, IL' });
    await userEvent.click(within(first).getByRole('button', { name: 'Mark Arrived' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Mark Completed' }));
    const outbox = await screen.findByRole('region', { name: 'Waiting to Send (2)' });
    expect(within(outbox).getByRole('status')).toHaveTextContent(
      'No connection: these are sent as soon as the phone is back online.',
    );
    const waiting = within(outbox).getByRole('list', { name: 'Waiting to send' });
    expect(waiting).toHaveTextContent('Arrived at Chicago, IL');
    expect(waiting).toHaveTextContent('Completed Chicago, IL');
    const stored = JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!) as Array<{ key: string }>;
    expect(stored).toHaveLength(2);

    online = true;
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((action) => action.key)).toEqual(stored.map((action) => action.key));
    expect(sent.map((action) => action.url.split('/').pop())).toEqual(['arrive', 'complete']);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Waiting to Send/ })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!)).toEqual([]);
  });

  it('tries again on its own while the service cannot be reached, waiting longer each time', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answers = [unavailable, 'offline' as const, unavailable, unavailable, unavailable];
    let attempts = 0;
    const sent = stubApi(() => {
      attempts += 1;
      return answers.shift() ?? unavailable;
    });
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const current = await screen.findByRole('article', { name: 'Trip TR-7' });
    const first = within(current).getByRole('listitem', { name: 'Pickup 1: Chicago, IL' });
    await user.click(within(first).getByRole('button', { name: 'Mark Arrived' }));
    await pass(0);
    expect(attempts).toBe(1);
    const outbox = screen.getByRole('region', { name: 'Waiting to Send (1)' });
    expect(within(outbox).getByRole('status')).toHaveTextContent(
      'Could not reach the service: trying again shortly. These stay on this phone until they are sent.',
    );

    // 5 s, then doubling up to a minute; a network error while online counts the same.
    for (const seconds of [5, 10, 20, 40, 60, 60]) {
      await pass(seconds * 1000 - 100);
      const before = attempts;
      await pass(100);
      expect(attempts).toBe(before + 1);
    }
    expect(within(outbox).getByRole('status')).toHaveTextContent('Could not reach the service');
    expect(new Set(sent.map((action) => action.key)).size).toBe(1);
  });

  it('tries again at once when the driver comes back to the page', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answers = [unavailable, done];
    const sent = stubApi(() => answers.shift() ?? done);
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const current = await screen.findByRole('article', { name: 'Trip TR-7' });
    const first = within(current).getByRole('listitem', { name: 'Pickup 1: Chicago, IL' });
    await user.click(within(first).getByRole('button', { name: 'Mark Arrived' }));
    await pass(0);
    expect(screen.getByRole('region', { name: 'Waiting to Send (1)' })).toBeInTheDocument();

    await act(async () => setVisible(false));
    await act(async () => setVisible(true));
    await pass(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(screen.queryByRole('region', { name: /Waiting to Send/ })).not.toBeInTheDocument();
  });

  it('waits for the connection without trying again while the phone is offline', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setOnline(false);
    let attempts = 0;
    stubApi(() => {
      attempts += 1;
      return 'offline';
    });
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const current = await screen.findByRole('article', { name: 'Trip TR-7' });
    const first = within(current).getByRole('listitem', { name: 'Pickup 1: Chicago, IL' });
    await user.click(within(first).getByRole('button', { name: 'Mark Arrived' }));
    await pass(5 * 60_000);
    expect(attempts).toBe(1);
    const outbox = screen.getByRole('region', { name: 'Waiting to Send (1)' });
    expect(within(outbox).getByRole('status')).toHaveTextContent(
      'No connection: these are sent as soon as the phone is back online.',
    );
  });

  it('says why the server refused an action and drops it from the queue', async () => {
    stubApi(() => ({ status: 409, body: { message: 'Mark the pickup arrived first' } }));
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const current = await screen.findByRole('article', { name: 'Trip TR-7' });
    const last = within(current).getByRole('listitem', { name: 'Delivery 2: Dallas, TX' });
    await userEvent.click(within(last).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not done: Completed Dallas, TX. Mark the pickup arrived first',
    );
    expect(JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!)).toEqual([]);
  });

  it('asks for the end odometer of a completed trip in whole miles', async () => {
    home.current = [trip({ status: 'completed' })];
    const sent = stubApi(() => done);
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const form = await screen.findByRole('form', { name: 'Odometer at trip end' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Odometer reading is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Odometer at trip end/), '120963');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: `/api/fleetfolio/driver/trips/${TRIP}/odometer`,
      body: { at: 'end', reading: 120963 },
    });
  });
});
