import { greatCircleLine, greatCircleMiles, lineMiles, type LonLat } from './greatCircle';

const NEW_YORK: LonLat = [-74.00597, 40.71427];
const LOS_ANGELES: LonLat = [-118.24368, 34.05223];
const CHICAGO: LonLat = [-87.65005, 41.85003];
const DALLAS: LonLat = [-96.80667, 32.78306];
const SAN_FRANCISCO: LonLat = [-122.41942, 37.77493];

/**
 * Published great-circle distances between city centres: New York-Los Angeles 2,451 mi and
 * Chicago-Dallas 803 mi (as quoted in the trip planner issue, e.g. by distance calculators
 * such as travelmath.com), San Francisco-New York 2,565 mi (Great Circle Mapper, gcmap.com,
 * airport-to-airport figures differ by a few miles).
 */
it.each([
  ['New York', NEW_YORK, 'Los Angeles', LOS_ANGELES, 2451],
  ['Chicago', CHICAGO, 'Dallas', DALLAS, 803],
  ['San Francisco', SAN_FRANCISCO, 'New York', NEW_YORK, 2565],
])('%s to %s is within 0.5 %% of the published figure', (_a, from, _b, to, published) => {
  const miles = greatCircleMiles(from as LonLat, to as LonLat);
  expect(Math.abs(miles - (published as number)) / (published as number)).toBeLessThan(0.005);
});

it('is symmetric and zero for one point', () => {
  expect(greatCircleMiles(CHICAGO, DALLAS)).toBeCloseTo(greatCircleMiles(DALLAS, CHICAGO), 9);
  expect(greatCircleMiles(CHICAGO, CHICAGO)).toBe(0);
});

it('draws a line through every stop whose length is the sum of the legs', () => {
  const stops: LonLat[] = [CHICAGO, [-90.19789, 38.62727], DALLAS];
  const line = greatCircleLine(stops, 20);
  expect(line[0]).toEqual(CHICAGO);
  expect(line[line.length - 1]?.[0]).toBeCloseTo(DALLAS[0], 6);
  const legs =
    greatCircleMiles(CHICAGO, stops[1] as LonLat) + greatCircleMiles(stops[1] as LonLat, DALLAS);
  expect(lineMiles(line)).toBeCloseTo(legs, 3);
  expect(line.length).toBeGreaterThan(40);
});
