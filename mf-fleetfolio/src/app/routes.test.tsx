import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderRoutes, stubFetch } from '@freight/runtime/testing';
import { queueStorageKey } from '../features/driver-view/actionQueue';
import { routes } from './routes';
import { plannedTrip } from '../features/trips/testing';

const account = {
  id: '665f1f77bcf86cd799439099',
  email: 'owner@haul.example.com',
  companyName: 'Haul LLC',
  contactName: 'Pat Lee',
  role: 'owner',
  driverId: null,
};
const stats = {
  totalDrivers: 2,
  activeTrips: 1,
  pendingInvoices: 3,
  totalRevenue: 12500.5,
  revenuePerMile: 2.98,
};
const load = {
  id: '665f1f77bcf86cd799439011',
  loadNumber: 'LD-1001',
  customer: 'Midwest Foods',
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'Dallas, TX',
  pickupDate: '2026-03-01',
  deliveryDate: '2026-03-03',
  rate: 2450,
  status: 'planned',
  isAssignedToTrip: false,
};

const activity = {
  id: '665f1f77bcf86cd799439012',
  at: new Date().toISOString(),
  actorId: '665f1f77bcf86cd799439013',
  actorName: 'Sam Rivera',
  actorRole: 'dispatcher',
  recordType: 'load',
  recordId: load.id,
  recordLabel: 'LD-1001',
  summary: 'Created load LD-1001',
};

const TRIP_ID = '665f1f77bcf86cd799439021';
const boardTrip = plannedTrip({
  id: TRIP_ID,
  tripNumber: 'TR-9',
  driverPay: null,
  profit: null,
  costPerMile: null,
  profitPerMile: null,
  createdAt: '2026-03-01T00:00:00.000Z',
});
const board = {
  weekStart: '2026-03-02',
  days: [
    '2026-03-02',
    '2026-03-03',
    '2026-03-04',
    '2026-03-05',
    '2026-03-06',
    '2026-03-07',
    '2026-03-08',
  ],
  drivers: [{ id: load.id, name: 'Ann Lee' }],
  trucks: [],
  trips: [
    {
      id: TRIP_ID,
      tripNumber: 'TR-9',
      status: 'planned',
      driverIds: [load.id],
      truckId: null,
      start: '2026-03-03',
      end: '2026-03-04',
    },
  ],
  conflicts: [],
};

const page = (items: unknown[]) => ({ body: { items, total: items.length, nextCursor: null } });

function renderAt(path: string, signedIn: boolean | (() => boolean), role = 'owner') {
  stubFetch((_method, url) => {
    if (url.endsWith('/auth/check')) {
      return (typeof signedIn === 'function' ? signedIn() : signedIn)
        ? { body: { authenticated: true, account: { ...account, role } } }
        : { status: 401, body: {} };
    }
    if (url.endsWith('/dashboard/stats')) {
      const money = { pendingInvoices: null, totalRevenue: null, revenuePerMile: null };
      return { body: role === 'owner' ? stats : { ...stats, ...money } };
    }
    if (url.includes('/loads/page')) return page([load]);
    if (url.includes('/trips/page')) return page(role === 'dispatcher' ? [boardTrip] : []);
    if (url.includes('/page?')) return page([]);
    if (url.endsWith('/loads')) return { body: [load] };
    if (url.endsWith('/driver/trips')) {
      return { body: { driver: { id: load.id, name: 'Ann Lee' }, current: [], next: [] } };
    }
    if (url.endsWith('/dispatch-board')) return { body: board };
    if (url.endsWith('/compliance')) return { body: { today: '', expired: [], expiring: [] } };
    if (url.endsWith('/dashboard/activity')) return { body: [activity] };
    return { body: [] };
  });
  return renderRoutes(routes, path);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** Lets fake time pass in steps, so answers and re-renders between timers are processed. */
async function pass(ms: number) {
  for (let step = 0; step < ms; step += 50) {
    await act(async () => jest.advanceTimersByTime(50));
  }
}

describe('fleetfolio routes', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    renderAt('/fleetfolio', false);
    await pass(3200);
    expect(
      await screen.findByRole('heading', { name: 'Sign In to FleetFolio' }),
    ).toBeInTheDocument();
  });

  it("shows the owner the account header, every tab, the counters and the log's newest lines", async () => {
    renderAt('/fleetfolio', true);
    await pass(150);
    expect(await screen.findByText('Haul LLC')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'FleetFolio' })).toBeInTheDocument();
    expect(screen.getByText(/Pat Lee/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Load Planner',
      'Trips',
      'Dispatch Board',
      'Invoices',
      'Drivers',
      'Settlements',
      'Equipment',
      'Reports',
      'Settings & More',
      'Team',
      'Activity Log',
    ]);
    const figures = await screen.findByRole('region', { name: 'Fleet figures' });
    expect(within(figures).getByText('$12,501')).toBeInTheDocument();
    expect(within(figures).getByText('Company & Independent')).toBeInTheDocument();
    expect(within(figures).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(figures).getByText('$2.98')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    expect(await within(recent).findByText('Created load LD-1001')).toBeInTheDocument();
    expect(within(recent).getByText('Sam Rivera')).toBeInTheDocument();
  });

  it('shows a dispatcher the operations tabs only, without money figures or the log', async () => {
    renderAt('/fleetfolio', true, 'dispatcher');
    await pass(150);
    await screen.findByText('Haul LLC');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Load Planner',
      'Trips',
      'Dispatch Board',
      'Drivers',
      'Equipment',
      'Settings & More',
    ]);
    const figures = await screen.findByRole('region', { name: 'Fleet figures' });
    expect(await within(figures).findByText('2')).toBeInTheDocument();
    expect(within(figures).queryByText('Total Revenue')).not.toBeInTheDocument();
    expect(within(figures).queryByText('Pending Invoices')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get Paid/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent Activity' })).not.toBeInTheDocument();
  });

  it('jumps from a step card to its tab, and from Create Trip to Trips with the load chosen', async () => {
    const { history } = renderAt('/fleetfolio', true);
    await pass(150);
    await user().click(await screen.findByRole('button', { name: /2\. Create a Trip/ }));
    expect(screen.getByRole('tab', { name: 'Trips' })).toHaveAttribute('aria-selected', 'true');
    expect(history.url).toBe('/fleetfolio/trips');
    await pass(100);
    expect(
      screen.getByText(
        'No active trips. Create a trip to start tracking loads and driver activities.',
      ),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('tab', { name: 'Load Planner' }));
    await user().click(
      await screen.findByRole('button', { name: 'Create Trip from load LD-1001' }),
    );
    expect(screen.getByRole('tab', { name: 'Trips' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Selected for the next trip: Load LD-1001')).toBeInTheDocument();
  });

  it("opens a dispatcher's trip from the dispatch board on the Trips tab, focused", async () => {
    const { history } = renderAt('/fleetfolio', true, 'dispatcher');
    await pass(150);
    await user().click(await screen.findByRole('tab', { name: 'Dispatch Board' }));
    await pass(100);
    await user().click(await screen.findByRole('button', { name: /^Trip TR-9/ }));
    expect(screen.getByRole('tab', { name: 'Trips' })).toHaveAttribute('aria-selected', 'true');
    expect(history.url).toBe(`/fleetfolio/trips/${TRIP_ID}`);
    await pass(100);
    const card = await screen.findByRole('listitem', { name: 'Trip TR-9' });
    expect(card).toHaveFocus();
    expect(within(card).queryByText('Driver Pay')).not.toBeInTheDocument();
    expect(within(card).queryByText('Profit')).not.toBeInTheDocument();
    // The API lets a dispatcher correct a trip's miles and hours (PATCH /trips/:id/hours).
    expect(within(card).getByRole('form', { name: 'Hours of trip TR-9' })).toBeInTheDocument();
  });

  it('keeps the chosen tab in the address: a click pushes it, Back and Forward follow', async () => {
    const { history } = renderAt('/fleetfolio', true);
    await pass(150);
    await user().click(await screen.findByRole('tab', { name: 'Dispatch Board' }));
    expect(history.url).toBe('/fleetfolio/dispatch-board');
    await user().click(screen.getByRole('tab', { name: 'Settings & More' }));
    expect(history.url).toBe('/fleetfolio/settings-and-more');
    await history.back();
    expect(history.url).toBe('/fleetfolio/dispatch-board');
    expect(screen.getByRole('tab', { name: 'Dispatch Board' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await history.back();
    expect(history.url).toBe('/fleetfolio');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await history.forward();
    expect(screen.getByRole('tab', { name: 'Dispatch Board' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens the tab an address names, as a reload or a shared link does', async () => {
    const { history } = renderAt('/fleetfolio/equipment', true);
    await pass(150);
    expect(await screen.findByRole('tab', { name: 'Equipment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(history.url).toBe('/fleetfolio/equipment');
  });

  it.each([
    ['an unknown tab', '/fleetfolio/no-such-tab', 'owner'],
    ["a tab the dispatcher's role does not see", '/fleetfolio/invoices', 'dispatcher'],
  ])('replaces %s by the Dashboard', async (_case, path, role) => {
    const { history } = renderAt(path, true, role);
    await pass(150);
    expect(await screen.findByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(history.url).toBe('/fleetfolio');
    await history.back();
    expect(history.url).toBe('/fleetfolio');
  });

  it("opens a trip's address on the Trips tab with that trip focused", async () => {
    renderAt(`/fleetfolio/trips/${TRIP_ID}`, true, 'dispatcher');
    await pass(250);
    expect(await screen.findByRole('tab', { name: 'Trips' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('listitem', { name: 'Trip TR-9' })).toHaveFocus();
  });

  it('shows the 404 page below a tab', async () => {
    renderAt('/fleetfolio/trips/a/b', true);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('returns from the sign-in page to the tab asked for, leaving no sign-in page in history', async () => {
    let signedIn = false;
    const { history } = renderAt('/fleetfolio/equipment', () => signedIn);
    await pass(3200);
    expect(history.url).toBe('/fleetfolio/login');
    const u = user();
    await u.type(screen.getByLabelText(/^Email/), 'owner@haul.example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret password');
    signedIn = true;
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await pass(150);
    expect(history.url).toBe('/fleetfolio/equipment');
    expect(await screen.findByRole('tab', { name: 'Equipment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await history.back();
    expect(history.url).toBe('/fleetfolio/equipment');
    expect(screen.queryByRole('heading', { name: 'Sign In to FleetFolio' })).toBeNull();
  });

  it('sends a signed-in member opening the sign-in page to the dashboard, in its place', async () => {
    const { history } = renderAt('/fleetfolio/login', true);
    await pass(150);
    expect(history.url).toBe('/fleetfolio');
    expect(await screen.findByRole('tab', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a driver from the tabs to the phone view', async () => {
    renderAt('/fleetfolio', true, 'driver');
    await pass(150);
    expect(await screen.findByRole('heading', { name: 'Current Trip' })).toBeInTheDocument();
    expect(
      screen.getByText('No trip in progress. Your dispatcher sends the next one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('sends the owner from the phone view to the tabs', async () => {
    renderAt('/fleetfolio/driver', true, 'owner');
    await pass(150);
    expect(await screen.findByRole('tab', { name: 'Team' })).toBeInTheDocument();
  });

  it.each([
    ['/fleetfolio/login', 'Sign In to FleetFolio'],
    ['/fleetfolio/register', 'Create Your FleetFolio Account'],
  ])('renders %s with its heading and metadata', async (path, heading) => {
    const { services } = renderAt(path, false);
    await pass(3050);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ canonicalPath: path }),
    );
  });
});

describe('the session check when the service cannot be reached', () => {
  const signedIn = (role: string) => ({
    body: { authenticated: true, account: { ...account, role } },
  });
  /** The session check fails with `failure` first, then answers as signed in with `role`. */
  function renderUnreached(path: string, failure: () => { status: number }, role = 'owner') {
    let checks = 0;
    const calls = stubFetch((method, url) => {
      if (url.endsWith('/auth/check')) return checks++ === 0 ? failure() : signedIn(role);
      if (method !== 'GET') return NETWORK_FAILURE();
      if (url.includes('/page?')) return page([]);
      if (url.endsWith('/dashboard/stats')) return { body: stats };
      if (url.endsWith('/driver/trips')) {
        return { body: { driver: { id: load.id, name: 'Ann Lee' }, current: [], next: [] } };
      }
      if (url.endsWith('/compliance')) return { body: { today: '', expired: [], expiring: [] } };
      return { body: [] };
    });
    return { calls, ...renderRoutes(routes, path) };
  }
  const unreachable = 'Network error: we could not reach the service.';

  afterEach(() => localStorage.clear());

  it.each([
    ['a network failure', NETWORK_FAILURE],
    ['a 503', () => ({ status: 503 })],
  ])(
    'keeps a member on the tab asked for on %s, with Retry, never the sign-in form',
    async (_case, failure) => {
      const { history } = renderUnreached('/fleetfolio/equipment', failure);
      await pass(150);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(unreachable);
      expect(history.url).toBe('/fleetfolio/equipment');
      expect(screen.queryByRole('heading', { name: 'Sign In to FleetFolio' })).toBeNull();
      await user().click(within(alert).getByRole('button', { name: 'Retry' }));
      await pass(150);
      expect(await screen.findByRole('tab', { name: 'Equipment' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  it('shows a driver offline what waits on this phone, with Retry, never the sign-in form', async () => {
    localStorage.setItem('fleetfolio.lastDriver', account.id);
    localStorage.setItem(
      queueStorageKey(account.id),
      JSON.stringify([
        {
          key: 'a'.repeat(32),
          url: `/api/fleetfolio/driver/trips/${TRIP_ID}/stops/s1/arrive`,
          body: {},
          label: 'Arrived at Chicago, IL',
          queuedAt: '2026-03-02T10:00:00.000Z',
        },
      ]),
    );
    const { history } = renderUnreached('/fleetfolio/driver', NETWORK_FAILURE, 'driver');
    await pass(150);
    const failure = (
      await screen.findByText(/we could not reach the service/)
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(history.url).toBe('/fleetfolio/driver');
    expect(screen.queryByRole('heading', { name: 'Sign In to FleetFolio' })).toBeNull();
    const waiting = screen.getByRole('list', { name: 'Waiting to send' });
    expect(within(waiting).getByText(/Arrived at Chicago, IL/)).toBeInTheDocument();
    await user().click(within(failure).getByRole('button', { name: 'Retry' }));
    await pass(150);
    expect(await screen.findByRole('heading', { name: 'Current Trip' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Waiting to send' })).toBeInTheDocument();
  });

  it('remembers the driver signed in on this phone, and forgets them once signed out', async () => {
    let signedInNow = true;
    stubFetch((_method, url) => {
      if (url.endsWith('/auth/check')) {
        return signedInNow ? signedIn('driver') : { status: 401, body: {} };
      }
      return { body: { driver: { id: load.id, name: 'Ann Lee' }, current: [], next: [] } };
    });
    const first = renderRoutes(routes, '/fleetfolio/driver');
    await pass(150);
    await screen.findByRole('heading', { name: 'Current Trip' });
    expect(localStorage.getItem('fleetfolio.lastDriver')).toBe(account.id);
    first.unmount();
    signedInNow = false;
    renderRoutes(routes, '/fleetfolio/driver');
    await pass(3200);
    expect(await screen.findByRole('heading', { name: 'Sign In to FleetFolio' })).toBeVisible();
    expect(localStorage.getItem('fleetfolio.lastDriver')).toBeNull();
  });
});
