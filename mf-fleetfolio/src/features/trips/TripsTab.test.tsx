import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { TripsTab } from './TripsTab';

const driver = {
  id: 'd'.repeat(24),
  name: 'Ann Lee',
  license: 'CDL',
  phone: '1',
  email: 'a@b.co',
  payRate: 0.65,
  status: 'active',
};
const truck = {
  id: 't'.repeat(24).replace(/t/g, '1'),
  type: 'truck',
  unit: 'T-77',
  year: 2021,
  make: 'volvo',
  model: 'VNL 860',
  status: 'active',
};
const trailer = {
  id: '2'.repeat(24),
  type: 'trailer',
  unit: 'R-9',
  year: 2020,
  make: 'wabash',
  model: 'reefer',
  status: 'available',
};
const load = {
  id: '3'.repeat(24),
  loadNumber: 'LD-1',
  customer: 'Acme',
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'Dallas, TX',
  pickupDate: '2026-05-01',
  deliveryDate: '2026-05-03',
  rate: 2500,
  status: 'planned',
  isAssignedToTrip: false,
};

function renderTab(draft: Parameters<typeof TripsTab>[0]['draft'] = null, trucks = [truck]) {
  const calls = stubFetch((method, url) => {
    if (method !== 'GET') return { status: 201, body: {} };
    if (url.endsWith('/drivers')) return { body: [driver] };
    if (url.endsWith('/trucks')) return { body: trucks };
    if (url.endsWith('/trailers')) return { body: [trailer] };
    if (url.endsWith('/loads')) return { body: [load] };
    return { body: [] };
  });
  return {
    ...renderInArea(<TripsTab draft={draft} onDraftUsed={jest.fn()} />, { path: '/fleetfolio' }),
    calls,
  };
}

describe('TripsTab', () => {
  it('shows the spec empty text when no trip is in progress', async () => {
    renderTab();
    expect(
      await screen.findByText(
        'No active trips. Create a trip to start tracking loads and driver activities.',
      ),
    ).toBeInTheDocument();
  });

  it('creates a trip from the dialog: name, driver, trucks only as unit - make model', async () => {
    const { calls, services } = renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    const equipment = await within(dialog).findByLabelText(/Assign Equipment/);
    expect(
      within(equipment)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a truck', 'T-77 - Volvo VNL 860']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Trip Name is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Trip Name/), 'TR-1');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Assign Driver/), driver.id);
    await userEvent.selectOptions(equipment, truck.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText(
      'No active trips. Create a trip to start tracking loads and driver activities.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      tripName: 'TR-1',
      driverId: driver.id,
      truckId: truck.id,
      teamDriverId: null,
      trailerId: null,
      loadIds: [],
    });
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Trip Created',
      description: 'New trip has been created successfully.',
    });
  });

  it('offers trucks in maintenance or out of service last, greyed out with the reason', async () => {
    const inShop = { ...truck, id: '5'.repeat(24), unit: 'T-88', status: 'maintenance' };
    renderTab(null, [inShop, truck]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    const options = within(await within(dialog).findByLabelText(/Assign Equipment/)).getAllByRole(
      'option',
    );
    expect(
      options.map((option) => [option.textContent, (option as HTMLOptionElement).disabled]),
    ).toEqual([
      ['Select a truck', false],
      ['T-77 - Volvo VNL 860', false],
      ['T-88 - Volvo VNL 860 (Maintenance)', true],
    ]);
  });

  it('links to Equipment when no truck can take a trip', async () => {
    renderTab(null, [{ ...truck, status: 'out_of_service' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent(
      'A trip needs a driver and a truck in service. Add a truck under Equipment first.',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Add a truck under Equipment' }),
    ).toHaveAttribute('href', '/fleetfolio/equipment');
  });

  it('opens the dialog with the load chosen by Create Trip on the Load Planner', async () => {
    renderTab({ loadId: load.id, label: 'Load LD-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    expect(await within(dialog).findByLabelText(/Load \(optional\)/)).toHaveValue(load.id);
  });
});
