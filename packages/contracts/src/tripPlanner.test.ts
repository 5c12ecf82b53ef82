import { journeyPercentage, TRIP_PLANNER_MESSAGES, tripTotalCost } from './tripPlanner';
import { tripPlanRequestSchema } from './tripPlanRequestSchema';

const valid = {
  origin: 'Chicago, IL',
  destination: 'Dallas, TX',
  waypoints: ['St. Louis, MO'],
  vehicleType: 'truck',
  truckAxles: 5,
  departureTime: '2026-11-21T08:00:00.000Z',
  fuelInfo: { fuelType: 'diesel', fuelEfficiency: 6.5, fuelPrice: 3.89 },
  tagSelector: 'ipass',
};

function firstMessage(value: unknown): string | undefined {
  return tripPlanRequestSchema.validate(value, { abortEarly: false }).error?.details[0]?.message;
}

describe('tripPlanRequestSchema', () => {
  it('accepts a truck trip and a car trip without axles or toll tag', () => {
    expect(tripPlanRequestSchema.validate(valid).error).toBeUndefined();
    const car = { ...valid, vehicleType: 'car', truckAxles: undefined, tagSelector: undefined };
    expect(tripPlanRequestSchema.validate(car).error).toBeUndefined();
    expect(tripPlanRequestSchema.validate({ ...valid, waypoints: [] }).error).toBeUndefined();
    expect(
      tripPlanRequestSchema.validate({ ...valid, waypoints: undefined }).value.waypoints,
    ).toEqual([]);
  });

  it.each([
    [{ origin: '  ' }, TRIP_PLANNER_MESSAGES.missingPlaces],
    [{ destination: undefined }, TRIP_PLANNER_MESSAGES.missingPlaces],
    [{ vehicleType: undefined }, TRIP_PLANNER_MESSAGES.missingVehicleType],
    [{ vehicleType: 'bus' }, TRIP_PLANNER_MESSAGES.missingVehicleType],
    [{ truckAxles: 1 }, TRIP_PLANNER_MESSAGES.axlesRange],
    [{ truckAxles: 10 }, TRIP_PLANNER_MESSAGES.axlesRange],
    [{ truckAxles: 4.5 }, TRIP_PLANNER_MESSAGES.axlesRange],
    [{ truckAxles: undefined }, TRIP_PLANNER_MESSAGES.axlesRequired],
    [{ vehicleType: 'car', truckAxles: 2 }, TRIP_PLANNER_MESSAGES.axlesTrucksOnly],
    [{ waypoints: ['St. Louis, MO', ' '] }, TRIP_PLANNER_MESSAGES.blankWaypoint],
    [
      { waypoints: Array.from({ length: 26 }, () => 'Tulsa, OK') },
      TRIP_PLANNER_MESSAGES.tooManyWaypoints,
    ],
    [{ fuelInfo: { ...valid.fuelInfo, fuelType: 'hydrogen' } }, TRIP_PLANNER_MESSAGES.fuelType],
    [{ fuelInfo: { ...valid.fuelInfo, fuelEfficiency: 0 } }, TRIP_PLANNER_MESSAGES.fuelEfficiency],
    [{ fuelInfo: { ...valid.fuelInfo, fuelPrice: -1 } }, TRIP_PLANNER_MESSAGES.fuelPrice],
    [{ tagSelector: 'peachpass' }, TRIP_PLANNER_MESSAGES.tollTag],
    [{ departureTime: 'tomorrow' }, TRIP_PLANNER_MESSAGES.departureTime],
  ])('refuses %j', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('refuses unknown keys', () => {
    expect(tripPlanRequestSchema.validate({ ...valid, admin: true }).error).toBeDefined();
  });
});

describe('trip figures', () => {
  it('adds tolls and fuel to 2 decimals, fuel alone when tolls are unknown', () => {
    expect(tripTotalCost(100.126, 12.5)).toBe(112.63);
    expect(tripTotalCost(99.994, null)).toBe(99.99);
  });

  it('rounds a truck stop journey percentage', () => {
    expect(journeyPercentage(200, 800)).toBe(25);
    expect(journeyPercentage(333, 1000)).toBe(33);
    expect(journeyPercentage(10, 0)).toBe(0);
  });
});
