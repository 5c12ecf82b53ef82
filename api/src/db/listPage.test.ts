import Router from '@koa/router';
import { Types } from 'mongoose';
import { listQuerySchema, type ListQuery } from '@freight/contracts';
import { anyone } from '../http/routePolicy';
import { parse } from '../http/validate';
import { useTestDatabase } from '../test';
import { findPage, unscopedSource } from './listPage';
import { QuoteRequestModel } from './models/quote_requests';
import { TmsCustomerModel } from './models/tms_customers';
import { carrierData } from './ownerScope';

const SORT_PATHS = { createdAt: 'createdAt', companyName: 'companyName', weight: 'weight' };
const OPTIONS = { searchFields: ['companyName', 'email'], sortPaths: SORT_PATHS };
const schema = listQuerySchema({
  statuses: ['pending', 'quoted'] as const,
  sortFields: ['createdAt', 'companyName', 'weight'] as const,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});

const probe = new Router({ prefix: '/api/admin/__list' });
probe.get('/quotes', anyone, async (ctx) => {
  const page = await findPage(unscopedSource(QuoteRequestModel), parse(schema, ctx.query), OPTIONS);
  ctx.body = { ...page, items: page.items.map((quote) => quote.companyName) };
});

const t = useTestDatabase({ extraRouters: [probe] });

const query = (fields: Partial<ListQuery>): ListQuery => parse(schema, fields);

async function storeQuotes(
  rows: Array<{ name: string; weight?: string; status?: string; day?: string }>,
) {
  await QuoteRequestModel.insertMany(
    rows.map(({ name, weight, status = 'pending', day = '2026-11-02' }) => ({
      companyName: name,
      contactName: 'Ann Lee',
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.test`,
      phone: '555-123-4567',
      pickupLocation: 'Dallas, TX',
      deliveryLocation: 'Atlanta, GA',
      freightType: 'ftl',
      requestedDate: '2026-12-01',
      status,
      ...(weight === undefined ? {} : { weight }),
      createdAt: new Date(`${day}T12:00:00Z`),
    })),
  );
}

/** Every page of a query, read through nextCursor, as company names. */
async function allPages(fields: Partial<ListQuery>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await findPage(
      unscopedSource(QuoteRequestModel),
      query({ ...fields, cursor }),
      OPTIONS,
    );
    pages.push(page.items.map((quote) => quote.companyName));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

beforeEach(async () => {
  await Promise.all([QuoteRequestModel.deleteMany({}), TmsCustomerModel.deleteMany({})]);
});

describe('findPage', () => {
  it('sorts both ways with a count, and pages through ties without losing or repeating a row', async () => {
    // Four quotes share a name: only the _id tie-break keeps their order between pages.
    await storeQuotes([
      { name: 'Beta' },
      { name: 'Acme' },
      { name: 'Same' },
      { name: 'Same' },
      { name: 'Same' },
      { name: 'Same' },
      { name: 'Zed' },
    ]);
    const up = await allPages({ sort: 'companyName', dir: 'asc', limit: 2 });
    expect(up).toEqual([['Acme', 'Beta'], ['Same', 'Same'], ['Same', 'Same'], ['Zed']]);
    const down = await allPages({ sort: 'companyName', dir: 'desc', limit: 3 });
    expect(down.flat()).toEqual(['Zed', 'Same', 'Same', 'Same', 'Same', 'Beta', 'Acme']);
    const first = await findPage(unscopedSource(QuoteRequestModel), query({ limit: 2 }), OPTIONS);
    expect(first.total).toBe(7);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('keeps rows without the sort value in the order MongoDB gives them, on every page', async () => {
    await storeQuotes([
      { name: 'Light', weight: '100' },
      { name: 'None 1' },
      { name: 'Heavy', weight: '900' },
      { name: 'None 2' },
      { name: 'None 3' },
    ]);
    const stored = await QuoteRequestModel.find().sort({ weight: 1, _id: 1 }).lean();
    const expected = stored.map((quote) => quote.companyName);
    expect((await allPages({ sort: 'weight', dir: 'asc', limit: 2 })).flat()).toEqual(expected);
    expect((await allPages({ sort: 'weight', dir: 'desc', limit: 2 })).flat()).toEqual(
      [...expected].reverse(),
    );
  });

  it('searches as literal text, filters by status and by a day range, and counts what matches', async () => {
    await storeQuotes([
      { name: 'Acme (East)', status: 'quoted', day: '2026-11-01' },
      { name: 'ACME West', status: 'pending', day: '2026-11-03' },
      { name: 'Acme North', status: 'quoted', day: '2026-11-05' },
      { name: 'Other', status: 'quoted', day: '2026-11-03' },
    ]);
    const run = (fields: Partial<ListQuery>) =>
      findPage(unscopedSource(QuoteRequestModel), query(fields), OPTIONS);
    const acme = await run({ q: 'acme', sort: 'companyName', dir: 'asc' });
    expect(acme.items.map((quote) => quote.companyName)).toEqual([
      'ACME West',
      'Acme (East)',
      'Acme North',
    ]);
    expect(acme.total).toBe(3);
    expect((await run({ q: '(East)' })).total).toBe(1);
    expect((await run({ q: '.*' })).total).toBe(0);
    const quoted = await run({ status: 'quoted', from: '2026-11-03', to: '2026-11-05' });
    expect(quoted.items.map((quote) => quote.companyName)).toEqual(['Acme North', 'Other']);
    expect(quoted).toMatchObject({ total: 2, nextCursor: null });
  });

  it("reads a tenant's list through its owner scope only", async () => {
    const mine = new Types.ObjectId().toString();
    const theirs = new Types.ObjectId().toString();
    await carrierData(theirs).customers.insertMany([{ customerName: 'Their Shipper' }]);
    await carrierData(mine).customers.insertMany([
      { customerName: 'Alpha Foods' },
      { customerName: 'Beta Steel' },
      { customerName: 'Gamma Paper' },
    ]);
    const page = await findPage(
      carrierData(mine).customers,
      {
        q: 'a',
        sort: 'customerName',
        dir: 'asc',
        limit: 2,
      },
      { searchFields: ['customerName'], sortPaths: { customerName: 'customerName' } },
    );
    expect(page.items.map((customer) => customer.customerName)).toEqual([
      'Alpha Foods',
      'Beta Steel',
    ]);
    expect(page.total).toBe(3);
    expect(await TmsCustomerModel.countDocuments()).toBe(4);
  });
});

describe('a list route', () => {
  it('answers a page as items, total and nextCursor', async () => {
    await storeQuotes([{ name: 'Acme' }, { name: 'Beta' }, { name: 'Cargo' }]);
    const first = await t
      .request()
      .get('/api/admin/__list/quotes?sort=companyName&dir=asc&limit=2')
      .expect(200);
    expect(first.body).toEqual({
      items: ['Acme', 'Beta'],
      total: 3,
      nextCursor: expect.any(String),
    });
    const next = await t
      .request()
      .get(
        `/api/admin/__list/quotes?sort=companyName&dir=asc&limit=2&cursor=${first.body.nextCursor}`,
      )
      .expect(200);
    expect(next.body).toEqual({ items: ['Cargo'], total: 3, nextCursor: null });
  });

  it.each([
    ['sort=email', 'sort'],
    ['dir=up', 'dir'],
    ['limit=500', 'limit'],
    ['from=2026-13-01', 'from'],
    ['status=%24ne', 'status'],
    ['cursor=bm90LWpzb24', 'cursor'],
    ['cursor=WyJzIiwiQWNtZSIsIm5vdC1hbi1pZCJd', 'cursor'],
    ['before=000000000000000000000000', 'before'],
  ])('refuses %s with a 400 naming %s and changes nothing', async (search, field) => {
    await storeQuotes([{ name: 'Acme' }]);
    const before = await QuoteRequestModel.find().lean();
    const res = await t.request().get(`/api/admin/__list/quotes?${search}`).expect(400);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(await QuoteRequestModel.find().lean()).toEqual(before);
  });
});
