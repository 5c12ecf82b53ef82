import { screen, within } from '@testing-library/react';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { DashboardOverview } from './DashboardOverview';

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
    renderInArea(<DashboardOverview onOpenStep={jest.fn()} isOwner />);
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
      'GET /api/fleetfolio/dashboard/stats': {
        body: {
          totalDrivers: 2,
          activeTrips: 1,
          pendingInvoices: 3,
          totalRevenue: 12500.5,
          revenuePerMile: 2.98,
        },
      },
      'GET /api/fleetfolio/dashboard/activity': { body: [] },
    });
    renderInArea(<DashboardOverview onOpenStep={jest.fn()} isOwner />);
    const figures = screen.getByRole('region', { name: 'Fleet figures' });
    expect(await within(figures).findByText('$12,501')).toBeInTheDocument();
    expect(figures).toHaveAttribute('aria-busy', 'false');
    expect(within(figures).getByText('$2.98')).toBeInTheDocument();
  });
});
