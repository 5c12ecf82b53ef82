import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { DashboardOverview } from './DashboardOverview';

const renderDashboard = (isOwner: boolean) =>
  renderInArea(<DashboardOverview onOpenStep={jest.fn()} isOwner={isOwner} />, {
    path: '/fleetfolio',
  });

const STATS = {
  totalDrivers: 2,
  activeTrips: 1,
  pendingInvoices: 3,
  totalRevenue: 12500.5,
  revenuePerMile: 2.98,
};

const TITLES = [
  'Total Drivers',
  'Active Trips',
  'Pending Invoices',
  'Total Revenue',
  'Revenue per Mile',
];

describe('DashboardOverview', () => {
  it('lays out every figure card while the figures load, so nothing moves when they come', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderDashboard(true);
    const figures = screen.getByRole('region', { name: 'Fleet figures' });
    expect(figures).toHaveAttribute('aria-busy', 'true');
    expect(
      within(figures)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(TITLES);
  });

  it('fills the cards with the account figures', async () => {
    stubFetch({
      'GET /api/fleetfolio/dashboard/stats': { body: STATS },
      'GET /api/fleetfolio/dashboard/activity': { body: [] },
      'GET /api/fleetfolio/compliance': {
        body: { today: '2026-03-02', expired: [], expiring: [] },
      },
    });
    renderDashboard(true);
    const figures = screen.getByRole('region', { name: 'Fleet figures' });
    expect(await within(figures).findByText('$12,501')).toBeInTheDocument();
    expect(figures).toHaveAttribute('aria-busy', 'false');
    expect(within(figures).getByText('$2.98')).toBeInTheDocument();
    expect(
      screen.getByText(/Nothing expires in the next 30 days/, { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('lists expired papers first with the assignment rule, then those running out', async () => {
    const item = (recordType: string, recordLabel: string, document: string, daysLeft: number) => ({
      recordType,
      recordId: `${recordLabel}-id`,
      recordLabel,
      document,
      expiresOn: daysLeft < 0 ? '2026-02-27' : '2026-03-12',
      daysLeft,
    });
    stubFetch({
      'GET /api/fleetfolio/dashboard/stats': {
        body: { totalDrivers: 1, activeTrips: 0, pendingInvoices: null },
      },
      'GET /api/fleetfolio/compliance': {
        body: {
          today: '2026-03-02',
          expired: [item('driver', 'Ann Lee', 'cdl', -3)],
          expiring: [item('truck', 'T-7', 'insurance', 10)],
        },
      },
    });
    renderDashboard(false);
    const alerts = await screen.findByRole('region', { name: 'Compliance Alerts' });
    const expired = await within(alerts).findByRole('list', { name: 'Expired' });
    expect(expired).toHaveTextContent('Driver Ann Lee: CDL');
    expect(expired).toHaveTextContent('expired 02/27/2026');
    expect(within(alerts).getByRole('alert')).toHaveTextContent(
      'A driver whose CDL or medical card has expired cannot be assigned to a trip.',
    );
    const soon = within(alerts).getByRole('list', { name: 'Expiring within 30 days' });
    expect(soon).toHaveTextContent('Truck T-7: Insurance');
    expect(soon).toHaveTextContent('expires 03/12/2026, in 10 days');
    expect(screen.queryByRole('region', { name: 'Recent Activity' })).not.toBeInTheDocument();
  });

  it('ends the placeholders with a dash and says each part could not be read, with Retry', async () => {
    stubFetch({
      'GET /api/fleetfolio/dashboard/stats': [NETWORK_FAILURE, { body: STATS }],
      'GET /api/fleetfolio/dashboard/activity': [{ status: 503 }, { body: [] }],
      'GET /api/fleetfolio/compliance': [
        NETWORK_FAILURE,
        { body: { today: '2026-03-02', expired: [], expiring: [] } },
      ],
    });
    renderDashboard(true);
    const figures = screen.getByRole('region', { name: 'Fleet figures' });
    expect(await within(figures).findAllByText('not known')).toHaveLength(5);
    expect(figures).toHaveAttribute('aria-busy', 'false');
    const compliance = screen.getByRole('region', { name: 'Compliance Alerts' });
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    const unreachable = 'Network error: we could not reach the service.';
    expect(await within(compliance).findByRole('alert')).toHaveTextContent(unreachable);
    expect(within(compliance).queryByText(/Nothing expires/)).toBeNull();
    expect(await within(recent).findByRole('alert')).toHaveTextContent(unreachable);
    expect(within(recent).queryByText('No activity yet.')).toBeNull();
    const figuresAlert = screen
      .getAllByRole('alert')
      .find((alert) => !compliance.contains(alert) && !recent.contains(alert))!;
    expect(figuresAlert).toHaveTextContent(unreachable);

    await userEvent.click(within(figuresAlert).getByRole('button', { name: 'Retry' }));
    expect(await within(figures).findByText('$12,501')).toBeInTheDocument();
    await userEvent.click(within(compliance).getByRole('button', { name: 'Retry' }));
    expect(await within(compliance).findByText(/Nothing expires/)).toBeInTheDocument();
    await userEvent.click(within(recent).getByRole('button', { name: 'Retry' }));
    expect(await within(recent).findByText('No activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
