import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
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
};

function renderTab(drivers: unknown[], showPay = true) {
  const calls = stubFetch((method) =>
    method === 'GET' ? { body: drivers } : { status: 201, body: {} },
  );
  const onAssignTrip = jest.fn();
  return {
    ...renderInArea(<DriversTab onAssignTrip={onAssignTrip} showPay={showPay} />, {
      path: '/fleetfolio',
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
    expect(screen.getByRole('heading', { name: 'Driver Management (0)' })).toBeInTheDocument();
  });

  it('shows a driver card with the Active badge, pay rate and Assign Trip', async () => {
    const { onAssignTrip } = renderTab([john]);
    const card = await screen.findByRole('listitem', { name: 'John Smith' });
    expect(screen.getByRole('heading', { name: 'Driver Management (1)' })).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('$0.65/mile')).toBeInTheDocument();
    expect(within(card).getByText('04/30/2027')).toBeInTheDocument();
    expect(within(card).queryByText('Medical Card Expires')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Assign Trip' }));
    expect(onAssignTrip).toHaveBeenCalledWith(john);
  });

  it("gives a dispatcher no pay: the card and the form leave the driver's pay out", async () => {
    const { payType, payRate, ...withoutPay } = john;
    void payType;
    void payRate;
    const { calls } = renderTab([withoutPay], false);
    const card = await screen.findByRole('listitem', { name: 'John Smith' });
    expect(within(card).queryByText('Pay Rate')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Driver' });
    expect(within(dialog).queryByLabelText(/Pay Type/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Pay Rate/)).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Phone/));
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '555-0199');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Driver' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'John Smith',
        license: 'CDL-A-1',
        phone: '555-0199',
        email: 'john@example.com',
        status: 'active',
        licenseExpiration: '2027-04-30',
        medicalCardExpiration: '',
      }),
    );
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
        <Route path="/fleetfolio" element={<DriversTab onAssignTrip={jest.fn()} showPay />} />
        <Route path="/fleetfolio/login" element={<p>Sign-in page</p>} />
      </Routes>,
      { path: '/fleetfolio' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your drivers could not be loaded. Please try again.',
    );
    unmount();
  });

  it('moves to the sign-in page when the list answers 401', async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Authentication required' } }));
    renderInArea(
      <Routes>
        <Route path="/fleetfolio" element={<DriversTab onAssignTrip={jest.fn()} showPay />} />
        <Route path="/fleetfolio/login" element={<p>Sign-in page</p>} />
      </Routes>,
      { path: '/fleetfolio' },
    );
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
