import {
  FLEET_SETTLEMENT_MESSAGES,
  type PayItemView,
  type SettlementView,
} from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
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

function renderTab(settlement: SettlementView = draft) {
  let current = settlement;
  const calls = stubFetch((method, url) => {
    if (method === 'GET' && url === '/api/fleetfolio/settlements') return { body: [current] };
    if (method === 'GET' && url === '/api/fleetfolio/pay-items') return { body: [fuel, settled] };
    if (method === 'GET' && url === '/api/fleetfolio/drivers') return { body: [ann] };
    if (method === 'POST' && url.endsWith('/redraw')) {
      current = { ...current, netPay: 520.5 };
      return { body: current };
    }
    if (method === 'POST' && url.endsWith('/approve')) {
      current = { ...current, status: 'approved', approvedAt: '2026-05-08T11:00:00.000Z' };
      return { body: current };
    }
    if (method === 'POST' && url === '/api/fleetfolio/pay-items') {
      return {
        status: 201,
        body: { ...fuel, id: '665f1f77bcf86cd799439042', category: 'advance' },
      };
    }
    throw new Error(`unexpected call ${method} ${url}`);
  });
  renderInArea(<SettlementsTab />, { path: '/fleetfolio' });
  return calls;
}

describe('SettlementsTab', () => {
  it('shows a draft statement with every trip and item, then approves it after asking', async () => {
    const calls = renderTab();
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
  });

  it('lists pay items; an unsettled one can be deleted, a settled one names its settlement', async () => {
    renderTab();
    const list = await screen.findByRole('list', { name: 'Advances and deductions' });
    expect(
      within(list).getByRole('button', {
        name: 'Delete 2026-05-05 Ann Lee: Fuel card $150.25 (Pilot, Tulsa)',
      }),
    ).toBeInTheDocument();
    const [, escrow] = within(list).getAllByRole('listitem');
    expect(escrow).toHaveTextContent('2026-04-20 Ann Lee: Escrow $50.00');
    expect(within(escrow!).getByText('Settled on ST-0000')).toBeInTheDocument();
    expect(within(escrow!).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('PayItemDialog', () => {
  it('refuses a negative amount on the field, then records an advance', async () => {
    const calls = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Record Pay Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Pay Item' });
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

  it('says the settlements could not be read, never that there are none, and Retry lists them', async () => {
    stubFetch({
      'GET /api/fleetfolio/settlements': [NETWORK_FAILURE, { body: [draft] }],
      'GET /api/fleetfolio/pay-items': { body: [] },
      'GET /api/fleetfolio/drivers': { body: [ann] },
    });
    renderInArea(<SettlementsTab />, { path: '/fleetfolio' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(screen.queryByText(FLEET_SETTLEMENT_MESSAGES.noSettlements)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Settlement ST-0001' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the drivers could not be read in New Settlement instead of an empty select', async () => {
    stubFetch({
      'GET /api/fleetfolio/settlements': { body: [] },
      'GET /api/fleetfolio/pay-items': { body: [] },
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
