import { StrictMode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NETWORK_FAILURE,
  renderInArea,
  stubFetch,
  type StubAnswer,
} from '@freight/runtime/testing';
import { TRIP_PLANNER_MESSAGES, type TripPlanResult } from '@freight/contracts';
import { TripPlannerPage } from './TripPlannerPage';

const result: TripPlanResult = {
  distance: 1023.4,
  duration: 20.47,
  tollCost: null,
  fuelCost: 614.04,
  totalCost: 614.04,
  totalCostIncludesTolls: false,
  commercialFeatures: ['Hours of service: 20.5 h of driving needs 1 10-hour off-duty period(s)'],
  truckRestrictions: [],
  detailedFuelStations: [],
  detailedTruckStops: [
    {
      name: 'Pilot Travel Center',
      address: 'I-44 Exit 100, Lebanon, MO',
      distanceFromStart: 409.4,
      hours: '24 hours',
      phone: '417-555-0100',
      services: ['Diesel', 'Scales'],
      amenities: ['Showers'],
    },
  ],
  fuelStations: [],
  truckStops: ['Pilot Travel Center'],
  milesByState: [
    { state: 'IL', name: 'Illinois', miles: 344.6 },
    { state: 'MO', name: 'Missouri', miles: 275.0 },
    { state: 'OK', name: 'Oklahoma', miles: 264.0 },
    { state: 'TX', name: 'Texas', miles: 139.8 },
  ],
  geometry: [
    [-87.65, 41.85],
    [-90.2, 38.63],
    [-96.81, 32.78],
  ],
  stops: [
    { role: 'origin', query: 'Chicago, IL', displayName: 'Chicago, IL', lat: 41.85, lon: -87.65 },
    {
      role: 'waypoint',
      query: 'St. Louis, MO',
      displayName: 'St. Louis, MO',
      lat: 38.63,
      lon: -90.2,
    },
    {
      role: 'destination',
      query: 'Dallas, TX',
      displayName: 'Dallas, TX',
      lat: 32.78,
      lon: -96.81,
    },
  ],
  provider: 'offline-estimate',
  isEstimate: true,
  notes: [TRIP_PLANNER_MESSAGES.tollsUnavailable],
};

const stats = {
  pageVisits: 12,
  routeSubmissions: 3,
  carSelectionUsage: 1,
  fuelInfoUsage: 3,
  tagSelectorUsage: 2,
};

function renderPage(
  calculate: StubAnswer = { status: 200, body: result },
  path = '/trip-planner',
  inShell = false,
) {
  const calls = stubFetch((_method, url) => {
    if (url === '/api/trip-planner/stats') return { body: stats };
    if (url === '/api/trip-planner/track-visit') return { status: 204 };
    if (url === '/api/trip-planner/calculate-route') return calculate;
    return { body: [] };
  });
  const { services, history } = renderInArea(
    <StrictMode>
      <TripPlannerPage />
    </StrictMode>,
    { path, inShell },
  );
  const callsTo = (url: string) => calls.filter((call) => call.url === url);
  return { services, callsTo, history };
}

async function fillTruckTrip() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('combobox', { name: /origin/i }), 'Chicago, IL');
  await user.click(screen.getByRole('button', { name: 'Add waypoint' }));
  await user.type(screen.getByRole('combobox', { name: 'Waypoint 1' }), 'St. Louis, MO');
  await user.type(screen.getByRole('combobox', { name: /destination/i }), 'Dallas, TX');
  await user.selectOptions(screen.getByLabelText(/vehicle type/i), 'truck');
  await user.selectOptions(screen.getByLabelText('Axles'), '6');
  await user.selectOptions(screen.getByLabelText('Toll tag'), 'ipass');
  return user;
}

describe('TripPlannerPage', () => {
  it('registers one visit on load, even with StrictMode double effects, and shows usage', async () => {
    const { callsTo } = renderPage();
    expect(await screen.findByText('Routes calculated')).toBeVisible();
    await waitFor(() => expect(callsTo('/api/trip-planner/track-visit')).toHaveLength(1));
    expect(callsTo('/api/trip-planner/track-visit')[0]?.init).toMatchObject({ method: 'POST' });
  });

  it('asks for both places and a vehicle type before calculating', async () => {
    const { callsTo } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Route' }));
    expect(await screen.findAllByText(TRIP_PLANNER_MESSAGES.missingPlaces)).toHaveLength(2);
    expect(screen.getByText(TRIP_PLANNER_MESSAGES.missingVehicleType)).toBeVisible();
    expect(callsTo('/api/trip-planner/calculate-route')).toHaveLength(0);
  });

  it('offers axles for trucks only', async () => {
    renderPage();
    expect(screen.queryByLabelText('Axles')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/vehicle type/i), 'truck');
    expect(screen.getByLabelText('Axles')).toHaveValue('5');
    await userEvent.selectOptions(screen.getByLabelText(/vehicle type/i), 'car');
    expect(screen.queryByLabelText('Axles')).not.toBeInTheDocument();
  });

  it('starts a truck on diesel figures but keeps fuel figures the visitor typed', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/vehicle type/i), 'truck');
    expect(screen.getByLabelText(/^Fuel type/)).toHaveValue('diesel');
    expect(screen.getByLabelText(/^Efficiency \(MPG\)/)).toHaveValue(6.5);
    await user.clear(screen.getByLabelText(/^Efficiency \(MPG\)/));
    await user.type(screen.getByLabelText(/^Efficiency \(MPG\)/), '7.2');
    await user.selectOptions(screen.getByLabelText(/vehicle type/i), 'car');
    expect(screen.getByLabelText(/^Efficiency \(MPG\)/)).toHaveValue(7.2);
    await user.selectOptions(screen.getByLabelText(/^Fuel type/), 'electric');
    expect(screen.getByLabelText(/^Efficiency \(MPGe\)/)).toBeVisible();
    expect(screen.getByText('One gallon-equivalent is 33.7 kWh.')).toBeVisible();
  });

  it('adds and removes waypoints', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add waypoint' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add waypoint' }));
    expect(screen.getByRole('combobox', { name: 'Waypoint 2' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove waypoint 1' }));
    expect(screen.queryByRole('combobox', { name: 'Waypoint 2' })).not.toBeInTheDocument();
  });

  it('calculates a truck trip, shows the figures and refreshes the usage', async () => {
    const { callsTo, services } = renderPage();
    await screen.findByText('Routes calculated');
    const user = await fillTruckTrip();
    await user.click(screen.getByRole('button', { name: 'Calculate Route' }));
    expect(await screen.findByText('1,023.4 mi', { selector: 'dd' })).toBeVisible();
    const { init } = callsTo('/api/trip-planner/calculate-route')[0]!;
    expect(JSON.parse(String(init.body))).toMatchObject({
      origin: 'Chicago, IL',
      destination: 'Dallas, TX',
      waypoints: ['St. Louis, MO'],
      vehicleType: 'truck',
      truckAxles: 6,
      fuelInfo: { fuelType: 'diesel', fuelEfficiency: 6.5, fuelPrice: 3.75 },
      tagSelector: 'ipass',
    });
    expect(screen.getByText('20.47 hours')).toBeVisible();
    expect(screen.getByText('Not available')).toBeVisible();
    expect(screen.getByText('$614.04 (fuel only)')).toBeVisible();
    const states = screen.getByRole('table', { name: 'Miles by state' });
    expect(within(states).getByRole('rowheader', { name: 'Missouri' })).toBeVisible();
    const stops = screen.getByRole('table', { name: 'Truck stops' });
    expect(within(stops).getByText('40%')).toBeVisible();
    expect(screen.getByText(TRIP_PLANNER_MESSAGES.noFuelStations)).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Route map from Chicago, IL to Dallas, TX' }),
    ).toBeVisible();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: TRIP_PLANNER_MESSAGES.successTitle,
      description: TRIP_PLANNER_MESSAGES.successDescription,
    });
    await waitFor(() => expect(callsTo('/api/trip-planner/stats')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Get a Freight Quote' }));
    expect(services.navigation.navigate).toHaveBeenCalledWith('/#contact');
  });

  it('names the place it cannot find on that field and in the toast, never an HTTP status', async () => {
    const message =
      'Destination not found: "Dallas, TX". Please check the spelling or pick a suggestion.';
    const { services } = renderPage({
      status: 400,
      body: { message, errors: { destination: message } },
    });
    const user = await fillTruckTrip();
    await user.click(screen.getByRole('button', { name: 'Calculate Route' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: TRIP_PLANNER_MESSAGES.calculateFailed,
        description: message,
        variant: 'destructive',
      }),
    );
    const destination = screen.getByRole('combobox', { name: /Destination/ });
    expect(destination).toHaveAccessibleDescription(message);
    expect(destination).toHaveFocus();
    expect(JSON.stringify(services.toast.show.mock.calls)).not.toContain('HTTP error');
  });

  it.each([
    ['a network failure', NETWORK_FAILURE],
    ['a 500', { status: 500, body: { message: 'Internal server error' } }],
  ])(
    'says the service could not be reached on %s, keeps the trip typed, and Retry calculates it',
    async (_name, failure) => {
      const calls = stubFetch({
        'GET /api/trip-planner/stats': { body: stats },
        'POST /api/trip-planner/track-visit': { status: 204 },
        'POST /api/trip-planner/calculate-route': [failure, { body: result }],
      });
      renderInArea(<TripPlannerPage />, { path: '/trip-planner' });
      const user = await fillTruckTrip();
      await user.click(screen.getByRole('button', { name: 'Calculate Route' }));
      const summary = screen.getByRole('region', { name: 'Trip summary' });
      const alert = await within(summary).findByRole('alert');
      expect(alert).toHaveTextContent('Network error: we could not reach the service.');
      expect(screen.getByRole('combobox', { name: /origin/i })).toHaveValue('Chicago, IL');
      expect(screen.getByRole('combobox', { name: /destination/i })).toHaveValue('Dallas, TX');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('1,023.4 mi', { selector: 'dd' })).toBeVisible();
      expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();
      const sent = calls.filter((call) => call.url === '/api/trip-planner/calculate-route');
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toEqual(sent[0]?.body);
    },
  );

  it('focuses the first invalid field on the page, with the limits of the schema on each', async () => {
    renderPage();
    const user = userEvent.setup();
    const origin = screen.getByRole('combobox', { name: /Origin/ });
    await user.click(origin);
    await waitFor(() => expect(origin).toHaveAttribute('maxlength', '200'));
    expect(origin).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/Price per gallon/)).toHaveAttribute('max', '100');
    await user.click(screen.getByRole('button', { name: 'Calculate Route' }));
    expect(await screen.findAllByText(TRIP_PLANNER_MESSAGES.missingPlaces)).toHaveLength(2);
    expect(origin).toHaveFocus();
  });

  describe('its address', () => {
    const departure = '2026-12-01T14:30:00.000Z';
    const planAddress =
      '/trip-planner?from=Chicago%2C+IL&to=Dallas%2C+TX&via=St.+Louis%2C+MO&vehicle=truck' +
      `&axles=6&depart=${encodeURIComponent(departure)}&fuel=diesel&mpg=6.5&price=3.75&tag=ipass`;

    it('holds the inputs of the plan calculated, as a new history entry', async () => {
      const { history } = renderPage();
      const user = await fillTruckTrip();
      await user.clear(screen.getByLabelText(/^Departure/));
      await user.type(screen.getByLabelText(/^Departure/), '2026-12-01T08:30');
      await user.click(screen.getByRole('button', { name: 'Calculate Route' }));
      expect(await screen.findByText('1,023.4 mi', { selector: 'dd' })).toBeVisible();
      await waitFor(() => expect(history.location.search).not.toBe(''));
      const query = new URLSearchParams(history.location.search);
      expect(history.location.pathname).toBe('/trip-planner');
      expect(Object.fromEntries(query)).toMatchObject({
        from: 'Chicago, IL',
        to: 'Dallas, TX',
        via: 'St. Louis, MO',
        vehicle: 'truck',
        axles: '6',
        fuel: 'diesel',
        mpg: '6.5',
        price: '3.75',
        tag: 'ipass',
      });
      expect(query.get('depart')).toBe(new Date('2026-12-01T08:30').toISOString());
      await history.back();
      expect(history.url).toBe('/trip-planner');
      expect(screen.getByRole('combobox', { name: /origin/i })).toHaveValue('');
    });

    it('reproduces a plan from a link: the inputs filled and the route calculated', async () => {
      const { callsTo, history } = renderPage(undefined, planAddress);
      expect(await screen.findByText('1,023.4 mi', { selector: 'dd' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: /origin/i })).toHaveValue('Chicago, IL');
      expect(screen.getByRole('combobox', { name: 'Waypoint 1' })).toHaveValue('St. Louis, MO');
      expect(screen.getByLabelText('Axles')).toHaveValue('6');
      expect(screen.getByLabelText('Toll tag')).toHaveValue('ipass');
      const sent = callsTo('/api/trip-planner/calculate-route');
      expect(sent).toHaveLength(1);
      expect(JSON.parse(String(sent[0]!.init.body))).toMatchObject({
        origin: 'Chicago, IL',
        destination: 'Dallas, TX',
        waypoints: ['St. Louis, MO'],
        vehicleType: 'truck',
        truckAxles: 6,
        departureTime: departure,
        fuelInfo: { fuelType: 'diesel', fuelEfficiency: 6.5, fuelPrice: 3.75 },
        tagSelector: 'ipass',
      });
      // The same plan again: the address is kept in place, not a second entry.
      expect(new URLSearchParams(history.location.search).get('from')).toBe('Chicago, IL');
    });

    it('completes the address of a link in place, leaving no second entry', async () => {
      const { history } = renderPage(
        undefined,
        '/trip-planner?from=Chicago%2C+IL&to=Dallas%2C+TX&vehicle=car',
      );
      expect(await screen.findByText('1,023.4 mi', { selector: 'dd' })).toBeVisible();
      await waitFor(() => expect(history.url).toContain('fuel=gasoline'));
      await history.back();
      expect(history.url).toContain('fuel=gasoline');
    });

    it('fills what a partial link names and waits for the rest', async () => {
      const { callsTo } = renderPage(undefined, '/trip-planner?from=Chicago%2C+IL&vehicle=rocket');
      expect(screen.getByRole('combobox', { name: /origin/i })).toHaveValue('Chicago, IL');
      expect(screen.getByLabelText(/vehicle type/i)).toHaveValue('');
      await screen.findByText('Routes calculated');
      expect(callsTo('/api/trip-planner/calculate-route')).toHaveLength(0);
    });
  });
  // In the shell, single-spa follows each address the planner writes with a popstate event,
  // which the area's router reports as a POP (issue 23: a plan was calculated twice).
  describe('in the shell', () => {
    const calculations = (callsTo: (url: string) => unknown[]) =>
      callsTo('/api/trip-planner/calculate-route').length;
    // The result's part is loaded on the first calculation (compiled on first use under jest).
    const planShown = () =>
      screen.findByText('1,023.4 mi', { selector: 'dd' }, { timeout: 10_000 });

    it('calculates a submitted plan once and keeps it on screen with its address', async () => {
      const { callsTo, history } = renderPage(undefined, '/trip-planner', true);
      const user = await fillTruckTrip();
      await user.click(screen.getByRole('button', { name: 'Calculate Route' }));
      expect(await planShown()).toBeVisible();
      await waitFor(() => expect(history.url).toContain('to=Dallas%2C+TX'));
      await waitFor(() => expect(history.popstates).toBe(1));
      expect(await planShown()).toBeVisible();
      expect(calculations(callsTo)).toBe(1);
    });

    it('calculates a linked plan once, completing its address in place', async () => {
      const link = '/trip-planner?from=Chicago%2C+IL&to=Dallas%2C+TX&vehicle=car';
      const { callsTo, history } = renderPage(undefined, link, true);
      expect(await planShown()).toBeVisible();
      await waitFor(() => expect(history.url).toContain('fuel=gasoline'));
      await waitFor(() => expect(history.popstates).toBe(1));
      expect(await planShown()).toBeVisible();
      expect(calculations(callsTo)).toBe(1);
    });

    it('calculates the plan Back returns to once, from its address', async () => {
      const link =
        '/trip-planner?from=Chicago%2C+IL&to=Dallas%2C+TX&vehicle=truck&axles=5' +
        '&depart=2026-12-01T14%3A30%3A00.000Z&fuel=diesel&mpg=6.5&price=3.75';
      const { callsTo, history } = renderPage(undefined, link, true);
      expect(await planShown()).toBeVisible();
      const destination = screen.getByRole('combobox', { name: /destination/i });
      const user = userEvent.setup();
      await user.clear(destination);
      await user.type(destination, 'Denver, CO');
      await user.click(screen.getByRole('button', { name: 'Calculate Route' }));
      await waitFor(() => expect(history.url).toContain('to=Denver%2C+CO'));
      await waitFor(() => expect(history.popstates).toBe(1));
      expect(calculations(callsTo)).toBe(2);

      await history.back();
      expect(history.url).toBe(link);
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /destination/i })).toHaveValue('Dallas, TX'),
      );
      expect(await planShown()).toBeVisible();
      // Back's own popstate; the plan rewrites the same address in place, which has no echo.
      await waitFor(() => expect(history.popstates).toBe(2));
      expect(await planShown()).toBeVisible();
      expect(calculations(callsTo)).toBe(3);
    });
  });
});
