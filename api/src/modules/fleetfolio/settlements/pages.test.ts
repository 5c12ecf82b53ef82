import { Types } from 'mongoose';
import { TmsDriverModel, TmsPayItemModel, TmsSettlementModel } from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember } from '../test/carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
const API = '/api/fleetfolio';
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

async function driver(carrier: Carrier, firstName: string, lastName: string) {
  const stored = await scoped(TmsDriverModel, carrier.id).create({ firstName, lastName });
  return stored._id;
}

interface SettlementRow {
  settlementNumber: string;
  driverName: string;
  periodEnd: string;
  status?: 'draft' | 'approved' | 'paid';
  netPay: number;
}

/** Settlements stored directly (drawing them up has its own tests). */
async function settlements(carrier: Carrier, driverId: Types.ObjectId, rows: SettlementRow[]) {
  const store = scoped(TmsSettlementModel, carrier.id);
  const ids: string[] = [];
  for (const { periodEnd, netPay, ...row } of rows) {
    const end = new Date(`${periodEnd}T00:00:00Z`);
    const created = await store.create({
      ...row,
      driverId,
      periodStart: new Date(end.getTime() - 6 * 86_400_000),
      periodEnd: end,
      grossPay: netPay,
      advances: 0,
      deductions: 0,
      netPay,
    });
    ids.push(String(created._id));
  }
  return ids;
}

interface ItemRow {
  category: 'advance' | 'fuel_card' | 'escrow' | 'equipment' | 'other';
  amount: number;
  itemDate: string;
  note?: string;
  settlementId?: string;
}

async function payItems(carrier: Carrier, driverId: Types.ObjectId, rows: ItemRow[]) {
  const store = scoped(TmsPayItemModel, carrier.id);
  for (const { itemDate, settlementId, ...row } of rows) {
    await store.create({
      ...row,
      driverId,
      kind: row.category === 'advance' ? 'advance' : 'deduction',
      itemDate: new Date(`${itemDate}T00:00:00Z`),
      ...(settlementId ? { settlementId: new Types.ObjectId(settlementId) } : {}),
    });
  }
}

const numbers = (body: { items: { settlementNumber: string }[] }) =>
  body.items.map((item) => item.settlementNumber);
const notes = (body: { items: { note: string }[] }) => body.items.map((item) => item.note);

describe('settlements and pay items as pages (issue 20)', () => {
  it('pages settlements with search, status, period days, sort, a cursor and a count, only the carrier’s', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const ann = await driver(carrier, 'Ann', 'Lee');
    const bo = await driver(carrier, 'Bo', 'Team');
    await settlements(carrier, ann, [
      { settlementNumber: 'ST-0001', driverName: 'Ann Lee', periodEnd: '2026-05-07', netPay: 500 },
      {
        settlementNumber: 'ST-0002',
        driverName: 'Ann Lee',
        periodEnd: '2026-05-14',
        status: 'approved',
        netPay: 900.5,
      },
    ]);
    await settlements(carrier, bo, [
      {
        settlementNumber: 'ST-0003',
        driverName: 'Bo Team',
        periodEnd: '2026-05-21',
        status: 'paid',
        netPay: -20,
      },
    ]);
    const theirDriver = await driver(other, 'Ann', 'Lee');
    await settlements(other, theirDriver, [
      { settlementNumber: 'ST-0009', driverName: 'Ann Lee', periodEnd: '2026-05-07', netPay: 1 },
    ]);

    const first = await carrier.agent
      .get(`${API}/settlements/page?sort=netPay&dir=desc&limit=2`)
      .expect(200);
    expect([numbers(first.body), first.body.total]).toEqual([['ST-0002', 'ST-0001'], 3]);
    expect(first.body.items[0]).toMatchObject({
      driverName: 'Ann Lee',
      periodEnd: '2026-05-14',
      status: 'approved',
      trips: [],
      items: [],
    });
    const second = await carrier.agent
      .get(`${API}/settlements/page?sort=netPay&dir=desc&limit=2&cursor=${first.body.nextCursor}`)
      .expect(200);
    expect([numbers(second.body), second.body.nextCursor]).toEqual([['ST-0003'], null]);

    const newest = await carrier.agent.get(`${API}/settlements/page`).expect(200);
    expect(numbers(newest.body)).toEqual(['ST-0003', 'ST-0002', 'ST-0001']);
    const byDriver = await carrier.agent.get(`${API}/settlements/page?q=ann lee`).expect(200);
    expect([numbers(byDriver.body), byDriver.body.total]).toEqual([['ST-0002', 'ST-0001'], 2]);
    const byNumber = await carrier.agent.get(`${API}/settlements/page?q=st-0003`).expect(200);
    expect(numbers(byNumber.body)).toEqual(['ST-0003']);
    const paid = await carrier.agent.get(`${API}/settlements/page?status=paid`).expect(200);
    expect(numbers(paid.body)).toEqual(['ST-0003']);
    const days = await carrier.agent
      .get(`${API}/settlements/page?from=2026-05-08&to=2026-05-14`)
      .expect(200);
    expect([numbers(days.body), days.body.total]).toEqual([['ST-0002'], 1]);

    const theirs = await other.agent.get(`${API}/settlements/page?q=ST-`).expect(200);
    expect([numbers(theirs.body), theirs.body.total]).toEqual([['ST-0009'], 1]);
    const notMine = await carrier.agent.get(`${API}/settlements/page?q=ST-0009`).expect(200);
    expect(notMine.body).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('pages pay items by driver name or note, type, days and amount, never another carrier’s', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const ann = await driver(carrier, 'Ann', 'Lee');
    const bo = await driver(carrier, 'Bo', 'Team');
    const [settlementId] = await settlements(carrier, ann, [
      {
        settlementNumber: 'ST-0001',
        driverName: 'Ann Lee',
        periodEnd: '2026-05-07',
        status: 'approved',
        netPay: 100,
      },
    ]);
    await payItems(carrier, ann, [
      { category: 'advance', amount: 200, itemDate: '2026-05-03', note: 'Cash in Tulsa' },
      { category: 'fuel_card', amount: 150.25, itemDate: '2026-05-05', settlementId },
    ]);
    await payItems(carrier, bo, [
      { category: 'escrow', amount: 50, itemDate: '2026-05-10', note: 'Escrow (May)' },
    ]);
    const theirAnn = await driver(other, 'Ann', 'Lee');
    await payItems(other, theirAnn, [
      { category: 'advance', amount: 999, itemDate: '2026-05-04', note: 'Theirs' },
    ]);

    const all = await carrier.agent.get(`${API}/pay-items/page`).expect(200);
    expect([notes(all.body), all.body.total]).toEqual([['Escrow (May)', '', 'Cash in Tulsa'], 3]);
    expect(all.body.items[1]).toMatchObject({
      driverName: 'Ann Lee',
      kind: 'deduction',
      category: 'fuel_card',
      itemDate: '2026-05-05',
      settlementId,
      settlementNumber: 'ST-0001',
    });
    const first = await carrier.agent
      .get(`${API}/pay-items/page?sort=amount&dir=asc&limit=2`)
      .expect(200);
    expect(first.body.items.map((item: { amount: number }) => item.amount)).toEqual([50, 150.25]);
    const second = await carrier.agent
      .get(`${API}/pay-items/page?sort=amount&dir=asc&limit=2&cursor=${first.body.nextCursor}`)
      .expect(200);
    expect([notes(second.body), second.body.nextCursor]).toEqual([['Cash in Tulsa'], null]);

    const byName = await carrier.agent.get(`${API}/pay-items/page?q=ANN LEE`).expect(200);
    expect([notes(byName.body), byName.body.total]).toEqual([['', 'Cash in Tulsa'], 2]);
    const byNote = await carrier.agent.get(`${API}/pay-items/page?q=(may)`).expect(200);
    expect(notes(byNote.body)).toEqual(['Escrow (May)']);
    const advances = await carrier.agent.get(`${API}/pay-items/page?status=advance`).expect(200);
    expect(notes(advances.body)).toEqual(['Cash in Tulsa']);
    const days = await carrier.agent
      .get(`${API}/pay-items/page?from=2026-05-04&to=2026-05-05`)
      .expect(200);
    expect([days.body.items[0].category, days.body.total]).toEqual(['fuel_card', 1]);

    const theirs = await other.agent.get(`${API}/pay-items/page?q=ann`).expect(200);
    expect([notes(theirs.body), theirs.body.total]).toEqual([['Theirs'], 1]);
    const notMine = await carrier.agent.get(`${API}/pay-items/page?q=theirs`).expect(200);
    expect(notMine.body).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('refuses dispatchers and drivers, and a bad query with 400', async () => {
    const carrier = await signedInCarrier(t);
    const dispatcher = await signedInMember(t, carrier, 'dispatcher');
    const ann = await driver(carrier, 'Ann', 'Lee');
    const member = await signedInMember(t, carrier, 'driver', String(ann));
    for (const path of ['/settlements/page', '/pay-items/page']) {
      const refused = await dispatcher.agent.get(`${API}${path}`).expect(403);
      expect(refused.body.message).toBe('Your role does not allow this');
      await member.agent.get(`${API}${path}`).expect(403);
      await t.request().get(`${API}${path}`).expect(401);
    }

    for (const query of [
      'status=lost',
      'sort=grossPay',
      'dir=up',
      'limit=500',
      'from=2026-02-30',
      'from=2026-05-09&to=2026-05-01',
      'cursor=garbled',
      'cursor=a%2Fb',
      `ownerId=${carrier.id}`,
      `driverId=${String(ann)}`,
      'q[$ne]=x',
    ]) {
      for (const path of ['/settlements/page', '/pay-items/page']) {
        const answer = await carrier.agent.get(`${API}${path}?${query}`);
        expect({ path, query, status: answer.status }).toEqual({ path, query, status: 400 });
      }
    }
    const otherSort = await carrier.agent.get(`${API}/pay-items/page?sort=netPay`);
    expect(otherSort.status).toBe(400);
    expect(await TmsSettlementModel.countDocuments({ ownerId: carrier.id })).toBe(0);
  });
});
