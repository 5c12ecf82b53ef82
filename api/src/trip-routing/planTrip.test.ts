import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRIP_PLANNER_MESSAGES } from '@freight/contracts';
import { HttpError } from '../http/errors';
import { ROAD_CIRCUITY_FACTOR, TRUCK_AVERAGE_MPH } from './constants';
import { greatCircleMiles } from './greatCircle';
import { planTrip } from './planTrip';

const truckTrip = {
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  waypoints: ['St. Louis, MO'],
  vehicleType: 'truck' as const,
  truckAxles: 5,
  departureTime: new Date('2026-11-21T08:00:00Z'),
  fuelInfo: { fuelType: 'diesel' as const, fuelEfficiency: 6.5, fuelPrice: 3.9 },
  tagSelector: 'ipass' as const,
};

describe('offline estimate', () => {
  it('routes through the waypoint and prices fuel, labelled as an estimate', async () => {
    const result = await planTrip(truckTrip);
    const [chicago, stLouis, dallas] = result.stops;
    expect(result.stops.map((stop) => stop.role)).toEqual(['origin', 'waypoint', 'destination']);
    const straight =
      greatCircleMiles([chicago!.lon, chicago!.lat], [stLouis!.lon, stLouis!.lat]) +
      greatCircleMiles([stLouis!.lon, stLouis!.lat], [dallas!.lon, dallas!.lat]);
    expect(result.distance).toBeCloseTo(straight * ROAD_CIRCUITY_FACTOR, 0);
    expect(result.duration).toBeCloseTo(result.distance / TRUCK_AVERAGE_MPH, 1);
    expect(result.fuelCost).toBeCloseTo((result.distance / 6.5) * 3.9, 0);
    expect(result).toMatchObject({
      provider: 'offline-estimate',
      isEstimate: true,
      tollCost: null,
      totalCost: result.fuelCost,
      totalCostIncludesTolls: false,
      detailedFuelStations: [],
      detailedTruckStops: [],
    });
    expect(result.notes).toEqual(
      expect.arrayContaining([
        TRIP_PLANNER_MESSAGES.tollsUnavailable,
        TRIP_PLANNER_MESSAGES.noFuelStations,
        TRIP_PLANNER_MESSAGES.noTruckStops,
      ]),
    );
    const stateSum = result.milesByState.reduce((sum, part) => sum + part.miles, 0);
    expect(Math.abs(stateSum - result.distance)).toBeLessThan(0.3);
    expect(result.commercialFeatures[0]).toMatch(/needs 1 10-hour off-duty period/);
  });

  it('names the place it cannot find', async () => {
    const trip = { ...truckTrip, waypoints: ['Xyzzyville, ZZ'] };
    await expect(planTrip(trip)).rejects.toThrow(HttpError);
    await expect(planTrip(trip)).rejects.toThrow('Waypoint 1 not found: "Xyzzyville, ZZ"');
  });
});

describe('OSRM provider', () => {
  let server: Server;
  let answer: (url: string) => { status: number; body: unknown; delayMs?: number };
  let requested: string[];
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      const { status, body, delayMs = 0 } = answer(request.url ?? '');
      setTimeout(() => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      }, delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    requested = [];
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const road = {
    code: 'Ok',
    routes: [
      {
        distance: 1_500_000,
        duration: 14 * 3600,
        geometry: {
          type: 'LineString',
          coordinates: [
            [-87.65, 41.85],
            [-90.2, 38.63],
            [-96.81, 32.78],
          ],
        },
      },
    ],
  };

  it('uses the road distance, time and line of the server', async () => {
    answer = () => ({ status: 200, body: road });
    const result = await planTrip(
      { ...truckTrip, vehicleType: 'car', truckAxles: undefined },
      { osrmUrl: baseUrl },
    );
    expect(requested[0]).toMatch(
      /^\/route\/v1\/driving\/-87\.6\d+,41\.8\d+;-90\.1\d+,38\.6\d+;-96\.8\d+,32\.7\d+\?overview=full&geometries=geojson$/,
    );
    expect(result).toMatchObject({
      provider: 'osrm',
      isEstimate: false,
      distance: 932.1,
      duration: 14,
    });
    expect(result.geometry).toHaveLength(3);
    expect(result.milesByState.map((part) => part.state)).toEqual(['IL', 'MO', 'AR', 'OK', 'TX']);
  });

  it('falls back to the estimate, saying so, when the server is too slow', async () => {
    answer = () => ({ status: 200, body: road, delayMs: 500 });
    const result = await planTrip(truckTrip, { osrmUrl: baseUrl, osrmTimeoutMs: 100 });
    expect(result.provider).toBe('offline-estimate');
    expect(result.notes[0]).toMatch(/did not return a route in time/);
  });

  it('falls back when the server finds no route', async () => {
    answer = () => ({ status: 400, body: { code: 'NoRoute' } });
    const result = await planTrip(truckTrip, { osrmUrl: baseUrl });
    expect(result.isEstimate).toBe(true);
  });
});
