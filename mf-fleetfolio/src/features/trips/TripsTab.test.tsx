import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import {
  NETWORK_FAILURE,
  renderInArea,
  stubFetch,
  type StubAnswer,
  type StubAnswers,
} from '@freight/runtime/testing';
import { plannedTrip } from './testing';
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

const page = (items: unknown[]) => ({ body: { items, total: items.length, nextCursor: null } });

interface TabRecords {
  trucks?: unknown[];
  drivers?: unknown[];
  /** What the API answers to a write. */
  written?: StubAnswer;
}

function renderTab(
  draft: Parameters<typeof TripsTab>[0]['draft'] = null,
  { trucks = [truck], drivers = [driver], written = { status: 201, body: {} } }: TabRecords = {},
) {
  const calls = stubFetch((method, url) => {
    if (method !== 'GET') return written;
    if (url.includes('/trips/page')) return page([]);
    if (url.endsWith('/drivers')) return { body: drivers };
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
    renderTab(null, { trucks: [inShop, truck] });
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

  it('offers drivers with an expired CDL or medical card last, greyed out with the reason', async () => {
    const lapsedCdl = {
      ...driver,
      id: '7'.repeat(24),
      name: 'Bo Ray',
      licenseExpiration: '2020-10-01',
    };
    const lapsedCard = {
      ...driver,
      id: '8'.repeat(24),
      name: 'Cy Doe',
      licenseExpiration: '2099-01-01',
      medicalCardExpiration: '2021-03-15',
    };
    renderTab(null, { drivers: [lapsedCdl, lapsedCard, driver] });
    await userEvent.click(screen.getByRole('button', { name: 'Add Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    const choices = (label: RegExp) =>
      within(within(dialog).getByLabelText(label))
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]);
    await within(dialog).findByLabelText(/Assign Driver/);
    const lapsed = [
      ['Bo Ray (CDL expired 10/01/2020)', true],
      ['Cy Doe (Medical card expired 03/15/2021)', true],
    ];
    expect(choices(/Assign Driver/)).toEqual([
      ['Select a driver', false],
      ['Ann Lee', false],
      ...lapsed,
    ]);
    expect(choices(/Team Driver/)).toEqual([
      ['No team driver', false],
      ['Ann Lee', false],
      ...lapsed,
    ]);
  });

  it("keeps the dialog open with what was typed when the API refuses the driver's papers", async () => {
    const refusal =
      "Ann Lee's CDL expired on 10/01/2026. Update it under Drivers before assigning a trip.";
    const { services } = renderTab(null, { written: { status: 409, body: { message: refusal } } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    const driverChoice = await within(dialog).findByRole('combobox', { name: /Assign Driver/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Trip Name/ }), 'TR-9');
    await userEvent.selectOptions(driverChoice, driver.id);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Assign Equipment/ }),
      truck.id,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith(
        expect.objectContaining({ description: refusal }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Create New Trip' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Trip Name/ })).toHaveValue('TR-9');
    expect(driverChoice).toHaveValue(driver.id);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('ends "Loading drivers and equipment…" when a read fails: it says so, and Retry shows the form', async () => {
    let trucksRead = 0;
    stubFetch((_method, url) => {
      if (url.includes('/trips/page')) return page([]);
      if (url.endsWith('/trucks')) return trucksRead++ === 0 ? { status: 503 } : { body: [truck] };
      if (url.endsWith('/drivers')) return { body: [driver] };
      if (url.endsWith('/trailers')) return { body: [trailer] };
      if (url.endsWith('/loads')) return { body: [load] };
      return { body: [] };
    });
    renderInArea(<TripsTab draft={null} onDraftUsed={jest.fn()} />, { path: '/fleetfolio' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(within(dialog).queryByText('Loading drivers and equipment…')).toBeNull();
    expect(within(dialog).queryByLabelText(/Assign Equipment/)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const equipment = await within(dialog).findByLabelText(/Assign Equipment/);
    expect(within(equipment).getByRole('option', { name: 'T-77 - Volvo VNL 860' })).toBeVisible();
    expect(trucksRead).toBe(2);
  });

  it('links to Equipment when no truck can take a trip', async () => {
    renderTab(null, { trucks: [{ ...truck, status: 'out_of_service' }] });
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

  describe('the table', () => {
    const trip = plannedTrip({
      id: '6'.repeat(24),
      tripNumber: 'RUN-7',
      status: 'dispatched',
      driver: { id: driver.id, name: 'Ann Lee' },
      truck: { id: truck.id, label: 'T-77' },
      loads: [{ id: load.id, loadNumber: 'LD-1' } as never],
      totalMiles: 1200,
      revenue: 2500,
      stops: [
        {
          id: '7'.repeat(24),
          stopName: 'Chicago, IL',
          kind: 'pickup',
          loadId: load.id,
          stopDate: '2026-05-01',
          order: 1,
          completed: false,
          arrivedAt: null,
          completedAt: null,
        },
      ],
    });

    /** The tab under the app's routes, so a row's address opens the trip as the app does. */
    function renderTable(path: string) {
      const calls = stubFetch((_method, url) => {
        if (url.includes('/trips/page')) return page([trip]);
        if (url.endsWith(`/trips/${trip.id}`)) return { body: trip };
        return { body: [] };
      });
      function Tab() {
        const { record } = useParams();
        return (
          <TripsTab
            draft={null}
            onDraftUsed={jest.fn()}
            tripId={record ?? null}
            focusTrip={Boolean(record)}
          />
        );
      }
      const view = renderInArea(
        <Routes>
          <Route path="/fleetfolio/trips" element={<Tab />} />
          <Route path="/fleetfolio/trips/:record" element={<Tab />} />
        </Routes>,
        { path },
      );
      return { ...view, calls };
    }

    it('lists trips with crew, loads, miles and revenue, and sends the address’s filters', async () => {
      const { calls } = renderTable('/fleetfolio/trips?status=dispatched&q=run&sort=revenue');
      const row = await screen.findByRole('row', { name: /RUN-7/ });
      for (const text of ['Dispatched', 'Ann Lee', 'T-77', 'LD-1', '1,200', '$2,500.00']) {
        expect(within(row).getByText(text)).toBeInTheDocument();
      }
      expect(screen.getByRole('table')).toHaveTextContent('Showing 1 of 1 trip');
      const url = calls.find((call) => call.url.includes('/trips/page'))!.url;
      expect(url).toBe(
        '/api/fleetfolio/trips/page?q=run&status=dispatched&sort=revenue&dir=desc&limit=25',
      );
    });

    it('opens a row at the trip’s own address, keeping the filters, with every action of the trip', async () => {
      const { history } = renderTable('/fleetfolio/trips?status=dispatched');
      const row = await screen.findByRole('row', { name: /RUN-7/ });
      const link = within(row).getByRole('link', { name: 'RUN-7' });
      expect(link).toHaveAttribute('href', `/fleetfolio/trips/${trip.id}?status=dispatched`);
      await userEvent.click(link);
      expect(history.url).toBe(`/fleetfolio/trips/${trip.id}?status=dispatched`);
      const card = await screen.findByRole('listitem', { name: 'Trip RUN-7' });
      expect(within(card).getByRole('button', { name: 'Save Miles' })).toBeInTheDocument();
      expect(
        within(card).getByRole('button', { name: 'Complete Pickup Chicago, IL (load LD-1)' }),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Close trip' }));
      expect(history.url).toBe('/fleetfolio/trips?status=dispatched');
      expect(screen.queryByRole('listitem', { name: 'Trip RUN-7' })).not.toBeInTheDocument();
    });

    it('focuses the trip its address names, read by id when no page holds it', async () => {
      renderTable(`/fleetfolio/trips/${trip.id}?q=nothing-matches`);
      expect(await screen.findByRole('listitem', { name: 'Trip RUN-7' })).toHaveFocus();
    });

    /** The trip's address with no page holding it: the card waits on its read by id. */
    function renderUnlisted(tripRead: StubAnswers[string]) {
      stubFetch({
        'GET /api/fleetfolio/trips/page?sort=createdAt&dir=desc&limit=25': page([]),
        [`GET /api/fleetfolio/trips/${trip.id}`]: tripRead,
      });
      renderInArea(<TripsTab draft={null} onDraftUsed={jest.fn()} tripId={trip.id} />, {
        path: `/fleetfolio/trips/${trip.id}`,
      });
      return screen.getByRole('region', { name: 'Open trip' });
    }

    it('says the trip could not be reached, never that it does not exist, and Retry opens it', async () => {
      const panel = renderUnlisted([NETWORK_FAILURE, { body: trip }]);
      const alert = await within(panel).findByRole('alert');
      expect(alert).toHaveTextContent('Network error: we could not reach the service.');
      expect(panel).not.toHaveTextContent(/not found|could not be found/);
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(panel).findByRole('listitem', { name: 'Trip RUN-7' })).toBeVisible();
    });

    it("says a trip that is not there is not found (the API's 404), without Retry", async () => {
      const panel = renderUnlisted({ status: 404, body: { message: 'Trip not found' } });
      const alert = await within(panel).findByRole('alert');
      expect(alert).toHaveTextContent('Trip not found');
      expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(within(panel).getByRole('button', { name: 'Close trip' })).toBeVisible();
    });
  });
});
