import { HttpError } from '../http/errors';
import { routeMiles } from './route';

it('gives the miles of a route and its miles in each state, adding up to the whole', async () => {
  const route = await routeMiles(['Chicago, IL', 'Indianapolis, IN', 'Columbus, OH'], 'truck');
  expect(route.stops.map((stop) => stop.role)).toEqual(['origin', 'waypoint', 'destination']);
  expect(route.milesByState.map((part) => part.state)).toEqual(['IL', 'IN', 'OH']);
  const sum = route.milesByState.reduce((miles, part) => miles + part.miles, 0);
  expect(Math.abs(sum - route.distance)).toBeLessThan(0.2);
  expect(route).toMatchObject({ provider: 'offline-estimate', isEstimate: true });
});

it('refuses fewer than two places and names an unknown one', async () => {
  await expect(routeMiles(['Chicago, IL'], 'car')).rejects.toThrow(HttpError);
  await expect(routeMiles(['Chicago, IL', 'Nowhere, ZZ'], 'car')).rejects.toThrow(
    'Stop 2 not found: "Nowhere, ZZ"',
  );
});
