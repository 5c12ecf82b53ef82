import { renderInArea, stubFetch, type StubAnswer } from '@freight/runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTripDialog } from './CreateTripDialog';
import { ExpenseSection } from './ExpenseSection';
import { TripFigureForm } from './TripFigureForm';
import { plannedTrip } from './testing';

const trip = plannedTrip({ totalMiles: 963 });

function renderWithWrites(ui: React.ReactElement, writes: StubAnswer[]) {
  const calls = stubFetch((method) => {
    if (method === 'GET') return { body: [] };
    return writes.length > 1 ? writes.shift()! : writes[0]!;
  });
  return { ...renderInArea(ui, { path: '/fleetfolio' }), calls };
}

describe('Create New Trip', () => {
  it('states the limits of the trip schema and focuses the first missing field', async () => {
    renderWithWrites(<CreateTripDialog onClose={jest.fn()} />, [{ status: 201, body: {} }]);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    const name = await within(dialog).findByRole('textbox', { name: /Trip Name/ });
    expect(name).toHaveAttribute('maxlength', '40');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByRole('combobox', { name: /Assign Driver/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Trip Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a driver')).toBeInTheDocument();
    expect(name).toHaveFocus();
  });

  it('asks before Escape throws away a trip being typed', async () => {
    const onClose = jest.fn();
    renderWithWrites(<CreateTripDialog onClose={onClose} />, [{ status: 201, body: {} }]);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Trip Name/ }), 'TR');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: /Discard what you entered/ })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: /Trip Name/ })).toHaveValue('TR');
  });
});

describe('the forms on a trip card', () => {
  it("show a refused save's friendly message, on its field too", async () => {
    const message = 'Miles are too large';
    const { services } = renderWithWrites(<TripFigureForm trip={trip} figure="totalMiles" />, [
      { status: 400, body: { message, errors: { totalMiles: message } } },
    ]);
    const miles = screen.getByRole('spinbutton', { name: 'Trip Miles' });
    expect(miles).toHaveAttribute('max', '20000');
    expect(miles).toHaveAttribute('step', '0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Miles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(miles).toHaveFocus();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Error',
      description: message,
      variant: 'destructive',
    });
  });

  it("correct the driver's hours, which hourly pay is worked out from", async () => {
    const worked = plannedTrip({ status: 'completed', driverHours: 9.75 });
    const { services, calls } = renderWithWrites(<TripFigureForm trip={worked} figure="hours" />, [
      { body: { ...worked, driverHours: 10.5 } },
    ]);
    const form = screen.getByRole('form', { name: 'Hours of trip TR-1001' });
    const hours = within(form).getByRole('spinbutton', { name: 'Driver Hours' });
    expect(hours).toHaveValue(9.75);
    expect(hours).toHaveAttribute('max', '500');
    await userEvent.clear(hours);
    await userEvent.type(hours, '10.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Hours' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Hours Updated',
        description: 'Trip TR-1001 now has 10.5 driver hours.',
      }),
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      expect.objectContaining({
        url: `/api/fleetfolio/trips/${worked.id}/hours`,
        method: 'PATCH',
        body: { hours: 10.5 },
      }),
    ]);
  });

  it('show a figure that approved pay or an invoice holds with why, with no form to save', () => {
    const invoiced = plannedTrip({ status: 'completed', totalMiles: 963, invoiced: true });
    renderWithWrites(
      <>
        <TripFigureForm trip={invoiced} figure="totalMiles" />
        <TripFigureForm trip={invoiced} figure="hours" />
      </>,
      [],
    );
    expect(
      screen.getByText(/The miles of a trip whose loads are invoiced cannot be changed/),
    ).toHaveTextContent('Trip Miles: 963.');
    expect(screen.queryByRole('button', { name: 'Save Miles' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Hours' })).toBeEnabled();
  });

  it('keep the miles and hours a settlement approved', () => {
    const settled = plannedTrip({ status: 'completed', settlementNumber: 'SET-7' });
    renderWithWrites(
      <>
        <TripFigureForm trip={settled} figure="totalMiles" />
        <TripFigureForm trip={settled} figure="hours" />
      </>,
      [],
    );
    expect(
      screen.getAllByText(/This trip is paid by settlement SET-7: its miles and hours/),
    ).toHaveLength(2);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('take down the failure toast once the next attempt succeeds', async () => {
    const { services, calls } = renderWithWrites(<ExpenseSection trip={trip} />, [
      { status: 503, body: { message: 'Service temporarily unavailable' } },
      { status: 201, body: trip },
    ]);
    await userEvent.click(screen.getByText('Expenses (0)'));
    const form = screen.getByRole('form', { name: 'Add expense to trip TR-1001' });
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Amount/ }), '412.5');
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Gallons/ }), '110');
    await userEvent.type(within(form).getByRole('textbox', { name: /Fuel State/ }), 'tx');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Service Unreachable',
        description: 'Network error: we could not reach the service. Please try again.',
        variant: 'destructive',
      }),
    );
    const failureId = services.toast.show.mock.results[0]!.value as number;
    expect(within(form).getByRole('spinbutton', { name: /Amount/ })).toHaveValue(412.5);

    await userEvent.click(within(form).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(services.toast.dismiss).toHaveBeenCalledWith(failureId));
    expect(services.toast.show).toHaveBeenLastCalledWith({
      title: 'Expense Added',
      description: 'Fuel expense added to trip TR-1001.',
    });
    const sent = calls.filter((call) => call.method === 'POST').at(-1)!.init.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      expenseType: 'fuel',
      amount: '412.5',
      gallons: '110',
      state: 'TX',
    });
  });
});
