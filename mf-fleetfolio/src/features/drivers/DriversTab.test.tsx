import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { DriversTab } from './DriversTab';

const john = {
  id: '665f1f77bcf86cd799439022',
  name: 'John Smith',
  license: 'CDL-A-1',
  phone: '(555) 123-4567',
  email: 'john@example.com',
  payType: 'per_mile',
  payRate: 0.65,
  status: 'active',
  licenseExpiration: '2027-04-30',
  medicalCardExpiration: '',
  createdAt: '2026-01-15T23:30:00.000Z',
};

const page = (items: unknown[]) => ({ body: { items, total: items.length, nextCursor: null } });

function renderTab(drivers: unknown[], canSetPay = true, path = '/fleetfolio/drivers') {
  const calls = stubFetch((method) =>
    method === 'GET' ? page(drivers) : { status: 201, body: {} },
  );
  const onAssignTrip = jest.fn();
  return {
    ...renderInArea(<DriversTab onAssignTrip={onAssignTrip} canSetPay={canSetPay} />, {
      path,
    }),
    calls,
    onAssignTrip,
  };
}

describe('DriversTab', () => {
  it('shows the empty text with no drivers', async () => {
    renderTab([]);
    expect(
      await screen.findByText(
        'No drivers added yet. Click "Create Driver" to add your first driver.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a driver row with the Active badge, pay rate, days, count and Assign Trip', async () => {
    const { onAssignTrip } = renderTab([john]);
    const row = await screen.findByRole('row', { name: /John Smith/ });
    expect(screen.getByRole('table')).toHaveTextContent('Showing 1 of 1 driver');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('$0.65/mile')).toBeInTheDocument();
    expect(within(row).getByText('04/30/2027')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Assign Trip to John Smith' }));
    expect(onAssignTrip).toHaveBeenCalledWith(john);
  });

  it('asks the API for the address’s search, status and sort, and opens a row’s edit form', async () => {
    const { calls } = renderTab(
      [john],
      true,
      '/fleetfolio/drivers?q=smith&status=active&sort=status',
    );
    const row = await screen.findByRole('row', { name: /John Smith/ });
    const url = calls.find((call) => call.url.includes('/drivers/page'))!.url;
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({
      q: 'smith',
      status: 'active',
      sort: 'status',
      dir: 'asc',
      limit: '25',
    });
    await userEvent.click(within(row).getByRole('link', { name: 'John Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Driver' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('John Smith');
  });

  it('filters drivers by the day they were added, from the address, and shows that day', async () => {
    const { calls } = renderTab([john], true, '/fleetfolio/drivers?from=2026-01-01&to=2026-01-31');
    const row = await screen.findByRole('row', { name: /John Smith/ });
    expect(within(row).getByRole('cell', { name: '01/15/2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('Added from')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Added to')).toHaveValue('2026-01-31');
    const url = calls.find((call) => call.url.includes('/drivers/page'))!.url;
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('asks before deleting a driver and deletes it on confirmation', async () => {
    const { calls } = renderTab([john]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete driver John Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Driver' });
    expect(dialog).toHaveTextContent('You can undo it for 10 seconds.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Driver' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ url: `/api/fleetfolio/drivers/${john.id}`, method: 'DELETE' }),
      ),
    );
  });

  it('gives a dispatcher no pay in the table or in the form, and sends none', async () => {
    const { calls } = renderTab([{ ...john, payType: null, payRate: null }], false);
    const row = await screen.findByRole('row', { name: /John Smith/ });
    expect(screen.queryByRole('columnheader', { name: /Pay/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit driver John Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Driver' });
    expect(within(dialog).queryByLabelText(/Pay/)).not.toBeInTheDocument();
    const phone = within(dialog).getByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '(555) 999-0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Driver' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'John Smith', phone: '(555) 999-0000' });
    expect(sent).not.toHaveProperty('payRate');
    expect(sent).not.toHaveProperty('payType');
  });

  it('requires every driver field and sends nothing until they are given', async () => {
    const { calls } = renderTab([]);
    await userEvent.click(screen.getByRole('button', { name: 'Create Driver' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Driver' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Driver' }));
    for (const message of [
      'Name is required',
      'License is required',
      'Phone is required',
      'Email is required',
      'Pay rate is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(within(dialog).getByLabelText(/Pay Rate/)).toHaveAttribute('step', '0.01');

    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Ann Lee');
    await userEvent.type(within(dialog).getByLabelText(/License/), 'CDL-9');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '555-0100');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'ann@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Pay Type/), 'percentage');
    await userEvent.type(within(dialog).getByLabelText('Pay Rate (% of revenue)'), '28');
    await userEvent.type(within(dialog).getByLabelText(/CDL expires/), '2027-05-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Driver' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          url: '/api/fleetfolio/drivers',
          method: 'POST',
          body: {
            name: 'Ann Lee',
            license: 'CDL-9',
            phone: '555-0100',
            email: 'ann@example.com',
            payType: 'percentage',
            payRate: 28,
            status: 'available',
            licenseExpiration: '2027-05-31',
            medicalCardExpiration: '',
          },
        }),
      ),
    );
  });

  it('tells when the list cannot be read, and sends an ended session to sign-in', async () => {
    stubFetch(() => ({ status: 503, body: { message: 'Service temporarily unavailable' } }));
    const { unmount } = renderInArea(
      <Routes>
        <Route path="/fleetfolio" element={<DriversTab onAssignTrip={jest.fn()} canSetPay />} />
        <Route path="/fleetfolio/login" element={<p>Sign-in page</p>} />
      </Routes>,
      { path: '/fleetfolio' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load drivers: the service could not be reached.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    unmount();
  });

  it('moves to the sign-in page when the list answers 401', async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Authentication required' } }));
    renderInArea(
      <Routes>
        <Route path="/fleetfolio" element={<DriversTab onAssignTrip={jest.fn()} canSetPay />} />
        <Route path="/fleetfolio/login" element={<p>Sign-in page</p>} />
      </Routes>,
      { path: '/fleetfolio' },
    );
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it("says the server's reason when it refuses the list, not that it could not be reached", async () => {
    const refusal = 'Cursor is not valid: reload the list';
    stubFetch(() => ({ status: 400, body: { message: refusal } }));
    renderInArea(<DriversTab onAssignTrip={jest.fn()} canSetPay />, { path: '/fleetfolio' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Could not load drivers. ${refusal}.`);
    expect(alert).not.toHaveTextContent('could not be reached');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says a driver opened by its address is loading, then why it could not be read, and Retry opens it', async () => {
    stubFetch({
      'GET /api/fleetfolio/drivers/page?sort=name&dir=asc&limit=25': page([]),
      [`GET /api/fleetfolio/drivers/${john.id}`]: [NETWORK_FAILURE, { body: john }],
    });
    renderInArea(<DriversTab onAssignTrip={jest.fn()} canSetPay />, {
      path: `/fleetfolio/drivers?driver=${john.id}`,
    });
    const panel = screen.getByRole('region', { name: 'Open driver' });
    expect(within(panel).getByLabelText('Loading the driver')).toBeInTheDocument();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Driver' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('John Smith');
    expect(screen.queryByRole('region', { name: 'Open driver' })).toBeNull();
  });
});
