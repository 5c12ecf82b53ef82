import { greatCircleLine, type LonLat } from './greatCircle';
import { milesByState } from './milesByState';

const CHICAGO: LonLat = [-87.65005, 41.85003];
const ST_LOUIS: LonLat = [-90.19789, 38.62727];
const DALLAS: LonLat = [-96.80667, 32.78306];

// The straight St. Louis-Dallas leg clips north-west Arkansas near Fort Smith.
it('splits a route across several states, in driving order, adding up to the whole', () => {
  const line = greatCircleLine([CHICAGO, ST_LOUIS, DALLAS], 20);
  const total = 1000;
  const split = milesByState(line, total);
  expect(split.map((part) => part.state)).toEqual(['IL', 'MO', 'AR', 'OK', 'TX']);
  const sum = split.reduce((miles, part) => miles + part.miles, 0);
  expect(Math.abs(sum - total)).toBeLessThanOrEqual(0.05 * split.length);
  expect(split.find((part) => part.state === 'MO')?.name).toBe('Missouri');
});

it('keeps a route inside one state in that state', () => {
  const split = milesByState(
    [
      [-97.74306, 30.26715],
      [-95.36327, 29.76328],
    ],
    180,
  );
  expect(split).toEqual([{ state: 'TX', name: 'Texas', miles: 180 }]);
});

it('gives water crossings to the state the line was last in', () => {
  // Chicago to Muskegon crosses Lake Michigan.
  const split = milesByState([CHICAGO, [-86.24839, 43.23418]], 120);
  expect(split.reduce((miles, part) => miles + part.miles, 0)).toBeCloseTo(120, 0);
  expect(split[0]?.state).toBe('IL');
});
