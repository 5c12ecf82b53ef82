import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { EquipmentTab } from './EquipmentTab';

const trucks = [
  {
    id: 'a'.repeat(24),
    type: 'truck',
    unit: 'T-101',
    year: 2021,
    make: 'freightliner',
    model: 'Cascadia',
    status: 'active',
    createdAt: '2026-01-15T23:30:00.000Z',
  },
  {
    id: 'b'.repeat(24),
    type: 'truck',
    unit: 'T-102',
    year: 2019,
    make: 'peterbilt',
    model: '579',
    status: 'maintenance',
    createdAt: '2026-02-01T10:00:00.000Z',
  },
];
const trailers = [
  {
    id: 'c'.repeat(24),
    type: 'trailer',
    unit: 'TR-201',
    year: 2020,
    make: 'great-dane',
    model: 'dry-van',
    status: 'available',
    createdAt: '2026-02-01T10:00:00.000Z',
  },
];

const page = (items: unknown[]) => ({ body: { items, total: items.length, nextCursor: null } });

function renderTab(
  lists: { trucks: unknown[]; trailers: unknown[] },
  path = '/fleetfolio/equipment',
) {
  const calls = stubFetch((method, url) => {
    if (method !== 'GET') return { status: 200, body: {} };
    return page(url.includes('/trucks/page') ? lists.trucks : lists.trailers);
  });
  return { ...renderInArea(<EquipmentTab />, { path }), calls };
}

describe('EquipmentTab', () => {
  it('shows the trucks’ empty text, and the trailers’ when they are chosen', async () => {
    renderTab({ trucks: [], trailers: [] });
    expect(await screen.findByText('No trucks added yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trailers' }));
    expect(await screen.findByText('No trailers added yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trailers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('labels units with the badge rules and makes from the lists, with a count', async () => {
    const { calls } = renderTab({ trucks, trailers });
    const active = await screen.findByRole('row', { name: /T-101/ });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Freightliner')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Showing 2 of 2 trucks');
    await userEvent.click(screen.getByRole('button', { name: 'Trailers' }));
    const trailer = await screen.findByRole('row', { name: /TR-201/ });
    expect(within(trailer).getByText('Great Dane')).toBeInTheDocument();
    expect(within(trailer).getByText('Dry Van')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/api/fleetfolio/trailers/page?sort=unit&dir=asc&limit=25',
    );
  });

  it('filters units by the day they were added, from the address, and shows that day', async () => {
    const { calls } = renderTab(
      { trucks, trailers },
      '/fleetfolio/equipment?from=2026-01-01&to=2026-01-31',
    );
    const row = await screen.findByRole('row', { name: /T-101/ });
    // The UTC day, the one the filter counts.
    expect(within(row).getByRole('cell', { name: '01/15/2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('Added from')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Added to')).toHaveValue('2026-01-31');
    const url = calls.find((call) => call.url.includes('/trucks/page'))!.url;
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    await userEvent.click(screen.getByRole('button', { name: /Added/ }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContainEqual(
        expect.stringMatching(
          /\/trucks\/page\?from=2026-01-01&to=2026-01-31&sort=createdAt&dir=asc/,
        ),
      ),
    );
  });

  it('sends the address’s search and status, and opens a unit’s form from its row', async () => {
    const { calls } = renderTab({ trucks, trailers }, '/fleetfolio/equipment?q=casc&status=active');
    const row = await screen.findByRole('row', { name: /T-101/ });
    expect(calls[0]!.url).toBe(
      '/api/fleetfolio/trucks/page?q=casc&status=active&sort=unit&dir=asc&limit=25',
    );
    await userEvent.click(within(row).getByRole('link', { name: 'T-101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Truck' });
    expect(within(dialog).getByLabelText(/Unit/)).toHaveValue('T-101');
  });

  it('puts a unit into maintenance and back, keeping its papers', async () => {
    const papers = {
      registrationExpiration: '2027-01-31',
      insuranceExpiration: '',
      inspectionExpiration: '',
    };
    const { calls } = renderTab({
      trucks: trucks.map((truck) => ({ ...truck, ...papers })),
      trailers: [],
    });
    const active = await screen.findByRole('row', { name: /T-101/ });
    await userEvent.click(
      within(active).getByRole('button', { name: 'Maintenance of unit T-101' }),
    );
    const inShop = screen.getByRole('button', { name: 'Maintenance of unit T-102' });
    expect(inShop).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(inShop);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts[0]).toMatchObject({
      url: `/api/fleetfolio/trucks/${'a'.repeat(24)}`,
      body: { status: 'maintenance', registrationExpiration: '2027-01-31' },
    });
    expect(puts[1]).toMatchObject({ body: { unit: 'T-102', status: 'available' } });
  });

  it('asks before deleting a unit and deletes it on confirmation', async () => {
    const { calls } = renderTab({ trucks, trailers: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete unit T-101' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Truck' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Truck' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          url: `/api/fleetfolio/trucks/${'a'.repeat(24)}`,
          method: 'DELETE',
        }),
      ),
    );
  });

  it('requires unit, year, make and model for a truck; offers only the listed trailer makes and models', async () => {
    const { calls } = renderTab({ trucks: [], trailers: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Create Truck' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Truck' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Truck' }));
    for (const message of [
      'Unit is required',
      'Year is required',
      'Make is required',
      'Model is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    const truckMakes = within(within(dialog).getByLabelText(/Make/)).getAllByRole('option');
    expect(truckMakes.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'freightliner',
      'peterbilt',
      'kenworth',
      'volvo',
      'mack',
      'international',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Create Trailer' }));
    const trailerDialog = screen.getByRole('dialog', { name: 'Create Trailer' });
    const values = (label: RegExp) =>
      within(within(trailerDialog).getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(values(/Make/)).toEqual(['', 'great-dane', 'wabash', 'utility', 'hyundai', 'stoughton']);
    expect(values(/Model/)).toEqual(['', 'dry-van', 'reefer', 'flatbed', 'lowboy']);
    await userEvent.type(within(trailerDialog).getByLabelText(/Unit/), 'TR-9');
    await userEvent.type(within(trailerDialog).getByLabelText(/Year/), '2022');
    await userEvent.selectOptions(within(trailerDialog).getByLabelText(/Make/), 'wabash');
    await userEvent.selectOptions(within(trailerDialog).getByLabelText(/Model/), 'reefer');
    await userEvent.type(
      within(trailerDialog).getByLabelText(/Annual inspection due/),
      '2026-12-01',
    );
    await userEvent.click(within(trailerDialog).getByRole('button', { name: 'Create Trailer' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          url: '/api/fleetfolio/trailers',
          method: 'POST',
          body: {
            unit: 'TR-9',
            year: 2022,
            make: 'wabash',
            model: 'reefer',
            status: 'available',
            registrationExpiration: '',
            insuranceExpiration: '',
            inspectionExpiration: '2026-12-01',
          },
        }),
      ),
    );
  });
});
