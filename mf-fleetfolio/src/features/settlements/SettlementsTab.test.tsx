import {
  FLEET_SETTLEMENT_MESSAGES,
  type PayItemView,
  type SettlementView,
} from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NETWORK_FAILURE,
  renderInArea,
  stubFetch,
  type StubAnswer,
} from '@freight/runtime/testing';
import { SettlementsTab } from './SettlementsTab';

const ann = {
  id: '665f1f77bcf86cd799439011',
  name: 'Ann Lee',
  license: 'CDL-1',
  phone: '555-0100',
  email: 'ann@example.com',
  payType: 'per_mile',
  payRate: 0.65,
  status: 'active',
  licenseExpiration: '',
  medicalCardExpiration: '',
};

const draft: SettlementView = {
  id: '665f1f77bcf86cd799439021',
  settlementNumber: 'ST-0001',
  driverId: ann.id,
  driverName: 'Ann Lee',
  periodStart: '2026-05-01',
  periodEnd: '2026-05-07',
  status: 'draft',
  trips: [
    {
      tripId: '665f1f77bcf86cd799439031',
      tripNumber: 'TR-1',
      completedOn: '2026-05-02',
      route: 'Chicago, IL to Dallas, TX',
      miles: 1000,
      hours: 20,
      revenue: 2500.1,
      payType: 'per_mile',
      payRate: 0.65,
      pay: 650,
    },
  ],
  items: [
    {
      itemId: '665f1f77bcf86cd799439041',
      kind: 'deduction',
      category: 'fuel_card',
      itemDate: '2026-05-05',
      note: 'Pilot, Tulsa',
      amount: 150.25,
    },
  ],
  grossPay: 650,
  advances: 0,
  deductions: 150.25,
  netPay: 499.75,
  createdAt: '2026-05-08T10:00:00.000Z',
  approvedAt: null,
  paidAt: null,
};

const fuel: PayItemView = {
  id: '665f1f77bcf86cd799439041',
  driverId: ann.id,
  driverName: 'Ann Lee',
  kind: 'deduction',
  category: 'fuel_card',
  amount: 150.25,
  itemDate: '2026-05-05',
  note: 'Pilot, Tulsa',
  settlementId: null,
  settlementNumber: '',
};

const settled: PayItemView = {
  ...fuel,
  id: '665f1f77bcf86cd799439043',
  category: 'escrow',
  amount: 50,
  itemDate: '2026-04-20',
  note: '',
  settlementId: '665f1f77bcf86cd799439020',
  settlementNumber: 'ST-0000',
};

const SETTLEMENTS_PAGE = '/api/fleetfolio/settlements/page?sort=periodEnd&dir=desc';
const PAY_ITEMS_PAGE = '/api/fleetfolio/pay-items/page?sort=itemDate&dir=desc';

const page = <Item,>(items: Item[], total = items.length, nextCursor: string | null = null) => ({
  body: { items, total, nextCursor },
});

const paid: SettlementView = {
  ...draft,
  id: '665f1f77bcf86cd799439022',
  settlementNumber: 'ST-0002',
  driverName: 'Bo Team',
  periodStart: '2026-04-24',
  periodEnd: '2026-04-30',
  status: 'paid',
  netPay: 80,
};

/** The tab at `path` with the API's pages: two settlements over two pages, two pay items. */
function renderTab(path = '/fleetfolio') {
  let current = draft;
  const calls = stubFetch((method, url): StubAnswer => {
    if (method === 'GET' && url === `${SETTLEMENTS_PAGE}&limit=25`) {
      return page([current], 2, 'next-one');
    }
    if (method === 'GET' && url === `${SETTLEMENTS_PAGE}&cursor=next-one&limit=25`) {
      return page([paid], 2);
    }
    if (method === 'GET' && url.startsWith('/api/fleetfolio/settlements/page?status=paid')) {
      return page([paid]);
    }
    if (method === 'GET' && url === `/api/fleetfolio/settlements/${draft.id}`) {
      return { body: current };
    }
    if (method === 'GET' && url === `${PAY_ITEMS_PAGE}&limit=25`) return page([fuel, settled]);
    if (method === 'GET' && url === '/api/fleetfolio/drivers') return { body: [ann] };
    if (method === 'POST' && url.endsWith('/redraw')) {
      current = { ...current, netPay: 520.5 };
      return { body: current };
    }
    if (method === 'POST' && url.endsWith('/approve')) {
      current = { ...current, status: 'approved', approvedAt: '2026-05-08T11:00:00.000Z' };
      return { body: current };
    }
    if (method === 'POST' && url === '/api/fleetfolio/settlements') {
      return { status: 201, body: current };
    }
    if (method === 'POST' && url === '/api/fleetfolio/pay-items') {
      return {
        status: 201,
        body: { ...fuel, id: '665f1f77bcf86cd799439042', category: 'advance' },
      };
    }
    throw new Error(`unexpected call ${method} ${url}`);
  });
  return { ...renderInArea(<SettlementsTab />, { path }), calls };
}

describe('SettlementsTab', () => {
  it('pages the settlements: the first page with the count, Load more for the next, a status filter', async () => {
    const { calls, history } = renderTab();
    const table = await screen.findByRole('table', { name: /^Settlements/ });
    expect(table).toHaveAccessibleName('Settlements — Showing 1 of 2 settlements');
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'ST-0001' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Ann Lee');
    expect(first).toHaveTextContent('05/01/2026 to 05/07/2026');
    expect(first).toHaveTextContent('Draft');
    expect(first).toHaveTextContent('$499.75');
    expect(
      within(first!).getByRole('link', { name: 'Download PDF of settlement ST-0001' }),
    ).toHaveAttribute('href', `/api/fleetfolio/settlements/${draft.id}/pdf`);
    expect(calls.filter((call) => call.url.includes('/settlements/page'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more settlements' }));
    expect(
      await screen.findByRole('table', { name: 'Settlements — Showing 2 of 2 settlements' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ST-0002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more settlements' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(history.location.search).toBe('?status=paid'));
    expect(
      await screen.findByRole('table', { name: 'Settlements — Showing 1 of 1 settlement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ST-0002' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ST-0001' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/api/fleetfolio/settlements/page?status=paid&sort=periodEnd&dir=desc&limit=25',
    );
  });

  it('opens a row’s statement above the table, redraws it and approves it after asking', async () => {
    const { calls, history } = renderTab();
    await userEvent.click(await screen.findByRole('link', { name: 'ST-0001' }));
    expect(history.location.search).toBe(`?settlement=${draft.id}`);
    const card = await screen.findByRole('listitem', { name: 'Settlement ST-0001' });
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).getByText('$499.75')).toBeInTheDocument();
    const trips = within(card).getByRole('table', { name: 'Trips of settlement ST-0001' });
    const [, trip] = within(trips).getAllByRole('row');
    expect(
      within(trip!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['TR-1', '2026-05-02', 'Chicago, IL to Dallas, TX', '1000 mi × $0.65', '$650.00']);
    const items = within(card).getByRole('table', {
      name: 'Advances and deductions of settlement ST-0001',
    });
    expect(within(items).getByRole('cell', { name: 'Fuel card' })).toBeInTheDocument();
    expect(within(items).getByRole('cell', { name: '-$150.25' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/fleetfolio/settlements/${draft.id}/pdf`,
    );
    expect(within(card).queryByRole('button', { name: 'Mark Paid' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Redraw' }));
    expect(await within(card).findByText('$520.50')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve settlement ST-0001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(
        `POST /api/fleetfolio/settlements/${draft.id}/approve`,
      ),
    );
    expect(await within(card).findByText('Approved')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark Paid' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete Draft' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Redraw' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close settlement' }));
    expect(history.location.search).toBe('');
    expect(screen.queryByRole('listitem', { name: 'Settlement ST-0001' })).toBeNull();
  });

  it('opens a settlement of the address that no loaded page holds, read by its id', async () => {
    stubFetch({
      [`GET ${SETTLEMENTS_PAGE}&limit=25`]: page([paid]),
      [`GET /api/fleetfolio/settlements/${draft.id}`]: { body: draft },
    });
    renderInArea(<SettlementsTab />, { path: `/fleetfolio?settlement=${draft.id}` });
    const card = await screen.findByRole('listitem', { name: 'Settlement ST-0001' });
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('pages the pay items; an unsettled one can be deleted, a settled one names its settlement', async () => {
    const { history } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Advances and Deductions' }));
    expect(history.location.search).toBe('?view=pay-items');
    expect(screen.getByRole('button', { name: 'Advances and Deductions' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = await screen.findByRole('table', {
      name: 'Advances and Deductions — Showing 2 of 2 pay items',
    });
    const [, unsettled, escrow] = within(table).getAllByRole('row');
    expect(
      within(unsettled!).getByRole('button', {
        name: 'Delete 2026-05-05 Ann Lee: Fuel card $150.25 (Pilot, Tulsa)',
      }),
    ).toBeInTheDocument();
    expect(unsettled).toHaveTextContent('05/05/2026');
    expect(escrow).toHaveTextContent('Escrow');
    expect(escrow).toHaveTextContent('$50.00');
    expect(within(escrow!).getByText('Settled on ST-0000')).toBeInTheDocument();
    expect(within(escrow!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toBeInTheDocument();
  });

  it('opens the draft New Settlement drew up', async () => {
    const { calls, history } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'New Settlement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Settlement' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Driver/), ann.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Settlement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.key === 'POST /api/fleetfolio/settlements')?.body).toEqual(
      expect.objectContaining({ driverId: ann.id }),
    );
    expect(history.location.search).toBe(`?settlement=${draft.id}`);
    expect(await screen.findByRole('listitem', { name: 'Settlement ST-0001' })).toBeVisible();
  });
});

describe('PayItemDialog', () => {
  it('refuses a negative amount on the field, then records an advance', async () => {
    const { calls, history } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Record Pay Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Pay Item' });
    expect(history.location.search).toBe('?view=pay-items');
    await within(dialog).findByRole('option', { name: 'Ann Lee' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Driver/), ann.id);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Type/), 'Pay advance');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText(/^Amount/));
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '200');
    await userEvent.clear(within(dialog).getByLabelText(/^Date/));
    await userEvent.type(within(dialog).getByLabelText(/^Date/), '2026-05-03');
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Cash in Tulsa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/fleetfolio/pay-items')?.body).toEqual({
        driverId: ann.id,
        category: 'advance',
        amount: 200,
        itemDate: '2026-05-03',
        note: 'Cash in Tulsa',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('SettlementsTab reads', () => {
  it('says the settlements could not be read, never that there are none, and Retry lists them', async () => {
    stubFetch({
      [`GET ${SETTLEMENTS_PAGE}&limit=25`]: [NETWORK_FAILURE, page([draft])],
    });
    renderInArea(<SettlementsTab />, { path: '/fleetfolio' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load settlements: the service could not be reached.',
    );
    expect(screen.queryByText(FLEET_SETTLEMENT_MESSAGES.noSettlements)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'ST-0001' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no settlements yet only when the carrier has none', async () => {
    stubFetch({ [`GET ${SETTLEMENTS_PAGE}&limit=25`]: page([]) });
    renderInArea(<SettlementsTab />, { path: '/fleetfolio' });
    expect(await screen.findByText(FLEET_SETTLEMENT_MESSAGES.noSettlements)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the drivers could not be read in New Settlement instead of an empty select', async () => {
    stubFetch({
      [`GET ${SETTLEMENTS_PAGE}&limit=25`]: page([]),
      'GET /api/fleetfolio/drivers': [{ status: 500 }, { body: [ann] }],
    });
    renderInArea(<SettlementsTab />, { path: '/fleetfolio' });
    await userEvent.click(screen.getByRole('button', { name: 'New Settlement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Settlement' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(within(dialog).queryByLabelText(/^Driver/)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const select = await within(dialog).findByLabelText(/^Driver/);
    expect(within(select).getByRole('option', { name: 'Ann Lee' })).toBeInTheDocument();
  });
});
