import { TRIP_PLANNER_MESSAGES } from '@freight/contracts';
import { TripPlannerRouteModel } from '../../db/models/trip_planner_routes';
import { TripPlannerStatsModel } from '../../db/models/trip_planner_stats';
import { useTestDatabase } from '../../test';

const test = useTestDatabase();

const truckTrip = {
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  waypoints: ['St. Louis, MO'],
  vehicleType: 'truck',
  truckAxles: 5,
  departureTime: '2026-11-21T08:00:00.000Z',
  fuelInfo: { fuelType: 'diesel', fuelEfficiency: 6.5, fuelPrice: 3.9 },
  tagSelector: 'ipass',
};

async function stats() {
  return (await test.request().get('/api/trip-planner/stats').expect(200)).body;
}

beforeEach(async () => {
  await TripPlannerStatsModel.deleteMany({});
  await TripPlannerRouteModel.deleteMany({});
});

describe('POST /api/trip-planner/track-visit', () => {
  it('counts one visit per call in a single stats document', async () => {
    await test.request().post('/api/trip-planner/track-visit').expect(204);
    expect(await stats()).toEqual({
      pageVisits: 1,
      routeSubmissions: 0,
      carSelectionUsage: 0,
      fuelInfoUsage: 0,
      tagSelectorUsage: 0,
    });
    await Promise.all([1, 2, 3].map(() => test.request().post('/api/trip-planner/track-visit')));
    expect(await TripPlannerStatsModel.countDocuments()).toBe(1);
    expect((await stats()).pageVisits).toBe(4);
  });

  it('gives its figures for no cache to keep: they change with each visit', async () => {
    const figures = await test.request().get('/api/trip-planner/stats').expect(200);
    expect(figures.headers['cache-control']).toBe('no-store');
  });

  it('stops counting one client after 20 visits a minute', async () => {
    const answers = [];
    for (let visit = 0; visit < 20; visit += 1) {
      answers.push((await test.request().post('/api/trip-planner/track-visit')).status);
    }
    expect(answers.filter((status) => status === 204).length).toBeLessThanOrEqual(16);
    expect(answers[answers.length - 1]).toBe(429);
    expect((await stats()).pageVisits).toBe(answers.filter((status) => status === 204).length);
  });

  it('refuses a body', async () => {
    await test
      .request()
      .post('/api/trip-planner/track-visit')
      .send({ pageVisits: 100 })
      .expect(400);
    expect(await TripPlannerStatsModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/trip-planner/calculate-route', () => {
  it('plans a truck trip, stores it and counts submission, fuel and tag', async () => {
    const response = await test
      .request()
      .post('/api/trip-planner/calculate-route')
      .send(truckTrip)
      .expect(200);
    const result = response.body;
    expect(result).toMatchObject({
      provider: 'offline-estimate',
      isEstimate: true,
      tollCost: null,
    });
    expect(result.distance).toBeGreaterThan(800);
    expect(result.milesByState.map((part: { state: string }) => part.state)).toEqual(
      expect.arrayContaining(['IL', 'MO', 'TX']),
    );
    expect(await stats()).toEqual({
      pageVisits: 0,
      routeSubmissions: 1,
      carSelectionUsage: 0,
      fuelInfoUsage: 1,
      tagSelectorUsage: 1,
    });
    const stored = await TripPlannerRouteModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      origin: 'Chicago, IL',
      waypoints: ['St. Louis, MO'],
      vehicleType: 'truck',
      truckAxles: 5,
      carSelection: false,
      tagSelector: 'ipass',
      calculatedDistance: result.distance,
      calculatedDuration: result.duration,
      fuelCost: result.fuelCost,
      tollCost: null,
      provider: 'offline-estimate',
    });
    expect(stored[0]?.milesByState).toEqual(result.milesByState);
    expect(stored[0]?.geometry.length).toBe(result.geometry.length);
  });

  it('counts a car trip without a toll tag as car selection only', async () => {
    const carTrip = {
      ...truckTrip,
      vehicleType: 'car',
      truckAxles: undefined,
      tagSelector: undefined,
      waypoints: [],
    };
    await test.request().post('/api/trip-planner/calculate-route').send(carTrip).expect(200);
    expect(await stats()).toMatchObject({
      routeSubmissions: 1,
      carSelectionUsage: 1,
      fuelInfoUsage: 1,
      tagSelectorUsage: 0,
    });
  });

  it.each([
    [{ truckAxles: 10 }, TRIP_PLANNER_MESSAGES.axlesRange],
    [{ truckAxles: 1 }, TRIP_PLANNER_MESSAGES.axlesRange],
    [{ vehicleType: 'car', truckAxles: 3 }, TRIP_PLANNER_MESSAGES.axlesTrucksOnly],
    [{ fuelInfo: { ...truckTrip.fuelInfo, fuelType: 'kerosene' } }, TRIP_PLANNER_MESSAGES.fuelType],
    [{ tagSelector: 'goodtogo' }, TRIP_PLANNER_MESSAGES.tollTag],
    [{ origin: ' ' }, TRIP_PLANNER_MESSAGES.missingPlaces],
    [{ vehicleType: undefined }, TRIP_PLANNER_MESSAGES.missingVehicleType],
    [{ admin: true }, 'admin is not allowed'],
  ])('refuses %j with 400 and stores nothing', async (change, message) => {
    const response = await test
      .request()
      .post('/api/trip-planner/calculate-route')
      .send({ ...truckTrip, ...change })
      .expect(400);
    expect(response.body.message).toContain(message);
    expect(await TripPlannerRouteModel.countDocuments()).toBe(0);
    expect(await TripPlannerStatsModel.countDocuments()).toBe(0);
  });

  it('names the place it cannot find, under the field that held it', async () => {
    const response = await test
      .request()
      .post('/api/trip-planner/calculate-route')
      .send({ ...truckTrip, destination: 'Atlantis, ZZ' })
      .expect(400);
    const message =
      'Destination not found: "Atlantis, ZZ". Please check the spelling or pick a suggestion.';
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual({ destination: message });
    expect(await TripPlannerRouteModel.countDocuments()).toBe(0);
  });
});
