import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { createLimits } from '../limits';
import { useTestDatabase } from '../test';
import { EXTERNAL_SEARCH_POLITENESS, externalSearch, type ExternalSearch } from './externalSearch';
import { createPlaceSearch } from './placeSearch';

// The politeness limit (one request a second) is counted in MongoDB, shared by every instance.
useTestDatabase();
let searchExternal: ExternalSearch;

const chicago = {
  place_id: 123,
  licence: 'Data © OpenStreetMap contributors',
  display_name: 'Chicago, Cook County, Illinois, United States',
  lat: '41.8755616',
  lon: '-87.6244212',
  class: 'boundary',
  type: 'administrative',
  address: { city: 'Chicago', state: 'Illinois', country_code: 'us' },
};

let server: Server;
let base: string;
const requests: string[] = [];
const answers: Record<string, { status: number; body: unknown; delayMs?: number }> = {
  '/ok/search': { status: 200, body: [chicago] },
  '/slow/search': { status: 200, body: [chicago], delayMs: 400 },
  '/odd/search': { status: 200, body: [{ place_id: 'x' }] },
  '/down/search': { status: 503, body: {} },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const path = (request.url ?? '').split('?')[0] ?? '';
    const answer = answers[path] ?? { status: 404, body: {} };
    setTimeout(() => {
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  searchExternal = externalSearch(
    createLimits(mongoose.connection).limiter(EXTERNAL_SEARCH_POLITENESS),
  );
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('passes the address query on and keeps only the fields the input reads', async () => {
  const places = await searchExternal(`${base}/ok/search`, 'Chicago', 8);
  expect(places).toEqual([
    {
      place_id: 123,
      display_name: 'Chicago, Cook County, Illinois, United States',
      lat: '41.8755616',
      lon: '-87.6244212',
      class: 'boundary',
      type: 'administrative',
      address: { city: 'Chicago', state: 'Illinois', country_code: 'us' },
    },
  ]);
  const url = new URL(requests[requests.length - 1] ?? '', base);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    format: 'json',
    addressdetails: '1',
    countrycodes: 'us',
    limit: '8',
    q: 'Chicago',
  });
});

it('answers a repeated query from its cache', async () => {
  const before = requests.length;
  expect(await searchExternal(`${base}/ok/search`, 'chicago', 8)).toHaveLength(1);
  expect(requests.length).toBe(before);
});

it.each(['slow', 'odd', 'down'])('gives up on a %s service', async (kind) => {
  expect(await searchExternal(`${base}/${kind}/search`, 'Dallas', 8, 100)).toBeUndefined();
});

it('falls back to the embedded index when the external search fails', async () => {
  const places = await createPlaceSearch(
    `${base}/down/search`,
    createLimits(mongoose.connection),
  ).search('Dallas, TX', 8);
  expect(places[0]?.display_name).toBe('Dallas, Texas, United States');
});

it('asks the external service at most once a second, across every app on the database', async () => {
  const before = requests.length;
  // An address of its own, so no earlier test's request counts against this second.
  const url = `${base}/ok/search?shared=1`;
  const otherApp = externalSearch(
    createLimits(mongoose.connection).limiter(EXTERNAL_SEARCH_POLITENESS),
  );
  const [first, second] = await Promise.all([
    searchExternal(url, 'Austin', 8),
    otherApp(url, 'Houston', 8),
  ]);
  expect(requests.length - before).toBe(1);
  expect([first, second].filter((answer) => answer === undefined)).toHaveLength(1);
});
