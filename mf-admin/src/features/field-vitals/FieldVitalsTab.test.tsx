import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldVitalsReport } from '@freight/contracts';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { FieldVitalsTab, NO_VISITS } from './FieldVitalsTab';

const month: FieldVitalsReport = {
  days: 28,
  from: '2026-10-29',
  to: '2026-11-25',
  routes: [
    {
      route: '/',
      lcp: { p75: 2310, samples: 1204 },
      inp: { p75: 260, samples: 880 },
      cls: { p75: 0.31, samples: 1204 },
    },
    { route: '/review/:token', lcp: { p75: 4100, samples: 1 }, inp: null, cls: null },
  ],
};

describe('FieldVitalsTab', () => {
  it('shows p75 per route with its rating and samples, for the chosen period', async () => {
    const calls = stubFetch({
      'GET /api/admin/field-vitals?days=28': { body: month },
      'GET /api/admin/field-vitals?days=7': { body: { ...month, days: 7, routes: [] } },
    });
    renderInArea(<FieldVitalsTab />);
    const table = await screen.findByRole('table', { name: /10\/29\/2026 to 11\/25\/2026/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Route', 'LCP p75', 'INP p75', 'CLS p75']);

    const home = within(table).getByRole('row', { name: /^\/ / });
    const [lcp, inp, cls] = within(home).getAllByRole('cell');
    expect(lcp).toHaveTextContent('2,310 ms Good1,204 samples');
    expect(inp).toHaveTextContent('260 ms Needs improvement880 samples');
    expect(cls).toHaveTextContent('0.31 Poor1,204 samples');
    const review = within(table).getByRole('row', { name: /\/review\/:token/ });
    expect(within(review).getByRole('rowheader')).toHaveTextContent('/review/:token');
    expect(
      within(review)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4,100 ms Poor1 sample', 'No data', 'No data']);

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(await screen.findByText(NO_VISITS)).toBeVisible();
    expect(calls.map((call) => call.key)).toContain('GET /api/admin/field-vitals?days=7');
  });

  it('says when the figures cannot be read', async () => {
    stubFetch({ 'GET /api/admin/field-vitals?days=28': { status: 500, body: { message: 'x' } } });
    renderInArea(<FieldVitalsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the service could not be reached, never an empty report, and Retry loads it', async () => {
    stubFetch({ 'GET /api/admin/field-vitals?days=28': [NETWORK_FAILURE, { body: month }] });
    renderInArea(<FieldVitalsTab />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(screen.queryByText(NO_VISITS)).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /10\/29\/2026/ })).toBeVisible();
  });
});
