import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES, vitalRating } from './fieldVitals';

describe('field vitals', () => {
  it('knows exactly the routes the areas declare', () => {
    const file = path.join(__dirname, '../../build-config/areas.json');
    const { areas } = JSON.parse(readFileSync(file, 'utf8')) as { areas: { routes: string[] }[] };
    expect([...SITE_ROUTES].sort()).toEqual(areas.flatMap((area) => area.routes).sort());
  });

  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 500, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.25, 'needs-improvement'],
    ['cls', 0.251, 'poor'],
  ] as const)('rates %s %d as %s', (metric, value, rating) => {
    expect(vitalRating(metric, value)).toBe(rating);
  });
});
