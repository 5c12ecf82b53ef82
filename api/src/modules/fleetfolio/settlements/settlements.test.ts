import { Types } from 'mongoose';
import {
  TmsActivityModel,
  TmsDriverModel,
  TmsPayItemModel,
  TmsSettlementModel,
  TmsSettlementTripModel,
  TmsTripModel,
  TmsTripStopModel,
} from '../../../db/models/tms';
import { useTestDatabase } from '../../../test';
import { pdfText } from '../../../test/pdfText';
import { signedInCarrier } from '../test/carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;
const API = '/api/fleetfolio';

async function addDriver(carrier: Carrier, name: string, payType: string, payRate: number) {
  const answer = await carrier.agent
    .post(`${API}/drivers`)
    .send({ name, license: 'CDL-1', phone: '555-0100', email: 'd@example.com', payType, payRate })
    .expect(201);
  return answer.body.id as string;
}

interface TripFixture {
  tripNumber: string;
  driverId: string;
  teamDriverId?: string;
  status?: string;
  completedAt?: string;
  totalMiles?: number;
  revenue?: number;
  driverHours?: number;
}

/** A trip as the trips module leaves it (routing a real trip takes minutes under jest). */
async function addTrip(carrier: Carrier, fixture: TripFixture) {
  const trip = await TmsTripModel.create({
    ownerId: carrier.id,
    status: 'completed',
    ...fixture,
    ...(fixture.completedAt ? { completedAt: new Date(fixture.completedAt) } : {}),
  });
  await TmsTripStopModel.create([
    { ownerId: carrier.id, tripId: trip._id, stopName: 'Chicago, IL', kind: 'pickup', order: 0 },
    { ownerId: carrier.id, tripId: trip._id, stopName: 'Dallas, TX', kind: 'delivery', order: 1 },
  ]);
  return String(trip._id);
}

async function addItem(carrier: Carrier, body: Record<string, unknown>) {
  return (await carrier.agent.post(`${API}/pay-items`).send(body).expect(201)).body;
}

function pdfOf(carrier: Carrier, id: string) {
  return carrier.agent
    .get(`${API}/settlements/${id}/pdf`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const MAY_WEEK = { periodStart: '2026-05-01', periodEnd: '2026-05-07' };

async function mayFleet(carrier: Carrier) {
  const ann = await addDriver(carrier, 'Ann Lee', 'per_mile', 0.65);
  const bo = await addDriver(carrier, 'Bo Team', 'percentage', 25);
  const trips = {
    first: await addTrip(carrier, {
      tripNumber: 'TR-1',
      driverId: ann,
      teamDriverId: bo,
      completedAt: '2026-05-02T15:00:00Z',
      totalMiles: 1000,
      revenue: 2500.1,
    }),
    second: await addTrip(carrier, {
      tripNumber: 'TR-2',
      driverId: ann,
      completedAt: '2026-05-07T23:59:00Z',
      totalMiles: 333.3,
      revenue: 900,
    }),
    nextWeek: await addTrip(carrier, {
      tripNumber: 'TR-3',
      driverId: ann,
      completedAt: '2026-05-08T00:00:00Z',
      totalMiles: 500,
      revenue: 1200,
    }),
    onTheRoad: await addTrip(carrier, {
      tripNumber: 'TR-4',
      driverId: ann,
      status: 'dispatched',
      totalMiles: 700,
      revenue: 1500,
    }),
  };
  const advance = await addItem(carrier, {
    driverId: ann,
    category: 'advance',
    amount: 200,
    itemDate: '2026-05-03',
    note: 'Cash in Tulsa',
  });
  const fuel = await addItem(carrier, {
    driverId: ann,
    category: 'fuel_card',
    amount: 150.25,
    itemDate: '2026-05-05',
    note: '',
  });
  const escrow = await addItem(carrier, {
    driverId: ann,
    category: 'escrow',
    amount: 50,
    itemDate: '2026-05-08',
    note: '',
  });
  return { ann, bo, trips, advance, fuel, escrow };
}

describe('driver settlements', () => {
  it('draws up, approves (locked), pays and prints a settlement, exact to the cent', async () => {
    const owner = await signedInCarrier(t);
    const { ann, bo, trips, advance, fuel } = await mayFleet(owner);

    const created = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: ann, ...MAY_WEEK })
      .expect(201);
    const settlement = created.body;
    expect(settlement).toMatchObject({
      settlementNumber: 'ST-0001',
      driverName: 'Ann Lee',
      ...MAY_WEEK,
      status: 'draft',
      grossPay: 866.65,
      advances: 200,
      deductions: 150.25,
      netPay: 516.4,
    });
    // 1000 mi × $0.65 and 333.3 mi × $0.65 = 216.645 → 216.65; not the next week's or the open trip.
    expect(settlement.trips).toEqual([
      expect.objectContaining({ tripId: trips.first, tripNumber: 'TR-1', pay: 650 }),
      expect.objectContaining({
        tripId: trips.second,
        completedOn: '2026-05-07',
        route: 'Chicago, IL to Dallas, TX',
        payType: 'per_mile',
        payRate: 0.65,
        pay: 216.65,
      }),
    ]);
    expect(settlement.items.map((item: { itemId: string }) => item.itemId)).toEqual([
      advance.id,
      fuel.id,
    ]);
    expect(await TmsSettlementTripModel.countDocuments({ ownerId: owner.id })).toBe(0);

    const team = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: bo, ...MAY_WEEK })
      .expect(201);
    // The team driver's own terms: 25 % of $2,500.10 = 625.025 → 625.03.
    expect(team.body).toMatchObject({
      settlementNumber: 'ST-0002',
      grossPay: 625.03,
      netPay: 625.03,
    });

    const approved = await owner.agent
      .post(`${API}/settlements/${settlement.id}/approve`)
      .expect(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.approvedAt).toEqual(expect.any(String));
    const links = await TmsSettlementTripModel.find({ settlementId: settlement.id }).lean();
    expect(links.map((link) => String(link.tripId)).sort()).toEqual(
      [trips.first, trips.second].sort(),
    );
    const items = await TmsPayItemModel.find({ ownerId: owner.id }).sort({ itemDate: 1 }).lean();
    expect(items.map((item) => (item.settlementId ? String(item.settlementId) : null))).toEqual([
      settlement.id,
      settlement.id,
      null,
    ]);

    const again = await owner.agent.post(`${API}/settlements/${settlement.id}/approve`).expect(409);
    expect(again.body.message).toBe('Settlement ST-0001 is approved: it cannot be approved again');
    const deleting = await owner.agent.delete(`${API}/settlements/${settlement.id}`).expect(409);
    expect(deleting.body.message).toBe('Settlement ST-0001 is approved: it cannot be deleted');

    const paid = await owner.agent.post(`${API}/settlements/${settlement.id}/pay`).expect(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const payTwice = await owner.agent.post(`${API}/settlements/${settlement.id}/pay`).expect(409);
    expect(payTwice.body.message).toBe(
      'Settlement ST-0001 is paid: it cannot be marked paid again',
    );
    expect(await TmsSettlementModel.findById(settlement.id).lean()).toMatchObject({
      status: 'paid',
      netPay: 516.4,
    });

    // Bo's draft still pays Bo for TR-1: a team driver is paid on a line of their own.
    await owner.agent.post(`${API}/settlements/${team.body.id}/approve`).expect(200);
    expect(await TmsSettlementTripModel.countDocuments({ tripId: trips.first })).toBe(2);

    const pdf = await pdfOf(owner, settlement.id).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="Settlement-ST-0001.pdf"',
    );
    const text = pdfText(pdf.body as Buffer);
    for (const expected of [
      'SETTLEMENT',
      'Driver Ann Lee',
      'Pay period 2026-05-01 to 2026-05-07',
      'Trip TR-1 completed 2026-05-02, Chicago, IL to Dallas, TX: 1000 mi × $0.65',
      'Trip TR-2 completed 2026-05-07',
      '$216.65',
      '2026-05-03 Pay advance: Cash in Tulsa',
      '2026-05-05 Fuel card',
      '-$150.25',
      'Net pay (USD)',
      '$516.40',
    ]) {
      expect(text).toContain(expected);
    }

    const activity = await TmsActivityModel.find({ ownerId: owner.id, recordType: 'settlement' })
      .sort({ createdAt: 1 })
      .lean();
    expect(activity.map((line) => line.summary)).toEqual([
      'Created settlement ST-0001',
      'Created settlement ST-0002',
      'Approved settlement ST-0001',
      'Marked settlement ST-0001 paid',
      'Approved settlement ST-0002',
    ]);

    const report = await owner.agent.get(`${API}/reports/financial?year=2026`).expect(200);
    expect(report.body.settlements).toMatchObject({
      grossPay: 1491.68,
      advances: 200,
      deductions: 150.25,
      netPay: 1141.43,
      unpaid: 625.03,
    });
    expect(
      report.body.settlements.rows.map((row: { settlementNumber: string; status: string }) => [
        row.settlementNumber,
        row.status,
      ]),
    ).toEqual([
      ['ST-0001', 'paid'],
      ['ST-0002', 'approved'],
    ]);
  });

  it('never pays a trip or an item twice: of two drafts only the first approved gets them', async () => {
    const owner = await signedInCarrier(t);
    const { ann, trips } = await mayFleet(owner);
    const draft = () =>
      owner.agent
        .post(`${API}/settlements`)
        .send({ driverId: ann, ...MAY_WEEK })
        .expect(201);
    const [a, b, c] = [(await draft()).body, (await draft()).body, (await draft()).body];

    const answers = await Promise.all(
      [a, b].map((one) => owner.agent.post(`${API}/settlements/${one.id}/approve`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toMatch(
      /(Trip TR-1 is already paid on settlement ST-000[12]|was just paid on another settlement)/,
    );
    const winner = answers.find((answer) => answer.status === 200)!.body.id;
    expect(await TmsSettlementTripModel.countDocuments({ ownerId: owner.id })).toBe(2);
    expect(
      await TmsSettlementTripModel.countDocuments({ ownerId: owner.id, settlementId: winner }),
    ).toBe(2);
    const statuses = await TmsSettlementModel.find({ ownerId: owner.id }).sort({
      settlementNumber: 1,
    });
    expect(statuses.filter((one) => one.status === 'approved')).toHaveLength(1);
    expect(await TmsPayItemModel.countDocuments({ settlementId: winner })).toBe(2);

    const late = await owner.agent.post(`${API}/settlements/${c.id}/approve`).expect(409);
    expect(late.body.message).toMatch(
      /^Trip TR-1 is already paid on settlement ST-000[12]: redraw this draft to leave it out$/,
    );
    // Everything it listed is paid elsewhere: redrawn, it would be empty.
    const empty = await owner.agent.post(`${API}/settlements/${c.id}/redraw`).expect(400);
    expect(empty.body.message).toMatch(/^Nothing to settle/);
    expect((await TmsSettlementModel.findById(c.id).lean())?.status).toBe('draft');
    const payDraft = await owner.agent.post(`${API}/settlements/${c.id}/pay`).expect(409);
    expect(payDraft.body.message).toBe(
      'Settlement ST-0003 is a draft: approve it before marking it paid',
    );

    // The next week takes only what is left: TR-3 and the escrow of the 8th.
    const next = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: ann, periodStart: '2026-05-01', periodEnd: '2026-05-14' })
      .expect(201);
    expect(next.body.trips.map((line: { tripId: string }) => line.tripId)).toEqual([
      trips.nextWeek,
    ]);
    expect(next.body).toMatchObject({ grossPay: 325, deductions: 50, netPay: 275 });
    const nothing = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: ann, ...MAY_WEEK })
      .expect(400);
    expect(nothing.body.message).toMatch(/^Nothing to settle/);
  });

  it('redraws a draft with what changed since: corrected hours, items recorded later', async () => {
    const owner = await signedInCarrier(t);
    const hal = await addDriver(owner, 'Hal Hourly', 'hourly', 30);
    const trip = await addTrip(owner, {
      tripNumber: 'H-9',
      driverId: hal,
      completedAt: '2026-05-04T10:00:00Z',
      totalMiles: 100,
      revenue: 500,
      driverHours: 8,
    });
    const draft = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: hal, ...MAY_WEEK })
      .expect(201);
    expect(draft.body).toMatchObject({ grossPay: 240, netPay: 240, items: [] });

    await owner.agent.patch(`${API}/trips/${trip}/hours`).send({ hours: 9.5 }).expect(200);
    await addItem(owner, {
      driverId: hal,
      category: 'equipment',
      amount: 40,
      itemDate: '2026-05-06',
      note: 'ELD rental',
    });
    const redrawn = await owner.agent
      .post(`${API}/settlements/${draft.body.id}/redraw`)
      .expect(200);
    expect(redrawn.body).toMatchObject({
      settlementNumber: 'ST-0001',
      status: 'draft',
      grossPay: 285,
      deductions: 40,
      netPay: 245,
    });
    expect(redrawn.body.trips[0]).toMatchObject({ hours: 9.5, pay: 285 });
    expect(await TmsSettlementModel.findById(draft.body.id).lean()).toMatchObject({ netPay: 245 });

    await owner.agent.post(`${API}/settlements/${draft.body.id}/approve`).expect(200);
    const locked = await owner.agent.post(`${API}/settlements/${draft.body.id}/redraw`).expect(409);
    expect(locked.body.message).toBe('Settlement ST-0001 is approved: it cannot be redrawn');
    expect(
      (await TmsActivityModel.find({ ownerId: owner.id, recordType: 'settlement' }).lean()).map(
        (line) => line.summary,
      ),
    ).toEqual(expect.arrayContaining(['Redrew settlement ST-0001']));
  });

  it('approving one settlement twice at once locks it once', async () => {
    const owner = await signedInCarrier(t);
    const { ann } = await mayFleet(owner);
    const draft = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: ann, ...MAY_WEEK })
      .expect(201);
    const answers = await Promise.all(
      [1, 2].map(() => owner.agent.post(`${API}/settlements/${draft.body.id}/approve`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await TmsSettlementTripModel.countDocuments({ settlementId: draft.body.id })).toBe(2);
  });

  it('pays hourly drivers by the trip hours and flat drivers per trip', async () => {
    const owner = await signedInCarrier(t);
    const hal = await addDriver(owner, 'Hal Hourly', 'hourly', 31.5);
    const flo = await addDriver(owner, 'Flo Flat', 'flat', 400);
    await addTrip(owner, {
      tripNumber: 'H-1',
      driverId: hal,
      teamDriverId: flo,
      completedAt: '2026-06-02T10:00:00Z',
      totalMiles: 80,
      revenue: 600,
      driverHours: 10.5,
    });
    const period = { periodStart: '2026-06-01', periodEnd: '2026-06-30' };
    const hourly = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: hal, ...period })
      .expect(201);
    expect(hourly.body.trips[0]).toMatchObject({ payType: 'hourly', hours: 10.5, pay: 330.75 });
    const flat = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: flo, ...period })
      .expect(201);
    expect(flat.body).toMatchObject({ grossPay: 400, netPay: 400 });
  });

  it('refuses bad bodies and queries and stores nothing', async () => {
    const owner = await signedInCarrier(t);
    const { ann } = await mayFleet(owner);
    const other = await signedInCarrier(t);
    const theirs = await addDriver(other, 'Their Driver', 'flat', 100);
    const itemsBefore = await TmsPayItemModel.countDocuments();
    const good = {
      driverId: ann,
      category: 'fuel_card',
      amount: 10,
      itemDate: '2026-05-04',
      note: '',
    };
    for (const body of [
      { ...good, amount: -5 },
      { ...good, amount: 0 },
      { ...good, amount: 'ten' },
      { ...good, category: 'bonus' },
      { ...good, itemDate: '2026-02-30' },
      { ...good, driverId: 'nope' },
      { ...good, driverId: theirs },
      { ...good, driverId: String(new Types.ObjectId()) },
      { ...good, settlementId: String(new Types.ObjectId()) },
      { ...good, ownerId: other.id },
      {},
    ]) {
      const answer = await owner.agent.post(`${API}/pay-items`).send(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    }
    expect(await TmsPayItemModel.countDocuments()).toBe(itemsBefore);

    for (const body of [
      { driverId: ann, periodStart: '2026-05-07', periodEnd: '2026-05-01' },
      { driverId: ann, periodStart: '2026-05-01', periodEnd: '2026-06-30' },
      { driverId: ann, periodStart: 'May 1', periodEnd: '2026-05-07' },
      { driverId: theirs, ...MAY_WEEK },
      { driverId: ann, ...MAY_WEEK, status: 'paid' },
      { driverId: ann, ...MAY_WEEK, netPay: 1 },
      { ...MAY_WEEK },
    ]) {
      const answer = await owner.agent.post(`${API}/settlements`).send(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    }
    const order = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: ann, periodStart: '2026-05-07', periodEnd: '2026-05-01' });
    expect(order.body.message).toContain('The period cannot end before it starts');
    expect(await TmsSettlementModel.countDocuments({ ownerId: owner.id })).toBe(0);

    await owner.agent.get(`${API}/settlements/page?status=open`).expect(400);
    await owner.agent.get(`${API}/settlements/page?sort=grossPay`).expect(400);
    await owner.agent.get(`${API}/pay-items/page?q[$ne]=x`).expect(400);
    const draft = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: ann, ...MAY_WEEK })
      .expect(201);
    await owner.agent
      .post(`${API}/settlements/${draft.body.id}/approve`)
      .send({ force: true })
      .expect(400);
    expect((await TmsSettlementModel.findById(draft.body.id).lean())?.status).toBe('draft');
  });

  it('keeps settled items: a pay item on a draft or a closed statement stays, and a closed period takes no new ones', async () => {
    const owner = await signedInCarrier(t);
    const { ann, advance, escrow } = await mayFleet(owner);
    const draft = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: ann, ...MAY_WEEK })
      .expect(201);
    const onDraft = await owner.agent.delete(`${API}/pay-items/${advance.id}`).expect(409);
    expect(onDraft.body.message).toBe(
      'This item is on draft settlement ST-0001: delete the draft first',
    );
    await owner.agent.post(`${API}/settlements/${draft.body.id}/approve`).expect(200);
    const settled = await owner.agent.delete(`${API}/pay-items/${advance.id}`).expect(409);
    expect(settled.body.message).toBe(
      'This item is on approved settlement ST-0001: a settled item cannot be deleted',
    );
    const late = await owner.agent
      .post(`${API}/pay-items`)
      .send({ driverId: ann, category: 'equipment', amount: 75, itemDate: '2026-05-06', note: '' })
      .expect(409);
    expect(late.body.message).toBe(
      "Ann Lee's settlement ST-0001 for 2026-05-01 to 2026-05-07 is approved: date this item in a later pay period",
    );
    await owner.agent.delete(`${API}/pay-items/${escrow.id}`).expect(204);
    const loner = await addDriver(owner, 'Lou Loner', 'flat', 100);
    await addItem(owner, {
      driverId: loner,
      category: 'advance',
      amount: 20,
      itemDate: '2026-05-02',
      note: '',
    });
    const keep = await owner.agent.delete(`${API}/drivers/${loner}`).expect(409);
    expect(keep.body.message).toBe(
      'Lou Loner has 1 pay item: a driver with pay records cannot be deleted. Set the driver to Inactive instead; the statements keep their history.',
    );
    expect(await TmsDriverModel.findById(loner)).not.toBeNull();
    expect(await TmsPayItemModel.findById(escrow.id)).toBeNull();
    expect(await TmsPayItemModel.findById(advance.id)).not.toBeNull();

    const listed = await owner.agent.get(`${API}/pay-items/page?q=Ann%20Lee`).expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ category: 'fuel_card', settlementNumber: 'ST-0001' }),
      expect.objectContaining({
        id: advance.id,
        kind: 'advance',
        driverName: 'Ann Lee',
        settlementNumber: 'ST-0001',
      }),
    ]);
    const draftTwo = await owner.agent
      .post(`${API}/settlements`)
      .send({ driverId: ann, periodStart: '2026-05-08', periodEnd: '2026-05-14' })
      .expect(201);
    await owner.agent.delete(`${API}/settlements/${draftTwo.body.id}`).expect(204);
    expect(await TmsSettlementModel.findById(draftTwo.body.id)).toBeNull();
  });

  it("never shows or changes another carrier's settlements and pay items", async () => {
    const owner = await signedInCarrier(t);
    const { ann, advance } = await mayFleet(owner);
    const draft = (
      await owner.agent
        .post(`${API}/settlements`)
        .send({ driverId: ann, ...MAY_WEEK })
        .expect(201)
    ).body;
    const approvedDraft = (
      await owner.agent
        .post(`${API}/settlements`)
        .send({ driverId: ann, periodStart: '2026-05-08', periodEnd: '2026-05-14' })
        .expect(201)
    ).body;
    const other = await signedInCarrier(t);

    const none = { items: [], total: 0, nextCursor: null };
    expect((await other.agent.get(`${API}/settlements/page`).expect(200)).body).toEqual(none);
    expect((await other.agent.get(`${API}/pay-items/page`).expect(200)).body).toEqual(none);
    expect((await other.agent.get(`${API}/settlements/page?q=Ann`).expect(200)).body).toEqual(none);
    let leaks = 0;
    for (const id of [draft.id, approvedDraft.id]) {
      for (const probe of [
        other.agent.get(`${API}/settlements/${id}`),
        other.agent.get(`${API}/settlements/${id}/pdf`),
        other.agent.post(`${API}/settlements/${id}/approve`),
        other.agent.post(`${API}/settlements/${id}/redraw`),
        other.agent.post(`${API}/settlements/${id}/pay`),
        other.agent.delete(`${API}/settlements/${id}`),
      ]) {
        if ((await probe).status !== 404) leaks += 1;
      }
    }
    if ((await other.agent.delete(`${API}/pay-items/${advance.id}`)).status !== 404) leaks += 1;
    console.log(`settlement isolation: ${leaks} leaks`);
    expect(leaks).toBe(0);
    expect(await TmsSettlementModel.countDocuments({ ownerId: owner.id, status: 'draft' })).toBe(2);
    expect(await TmsPayItemModel.countDocuments({ ownerId: owner.id })).toBe(3);
    expect(await TmsActivityModel.countDocuments({ ownerId: other.id })).toBe(0);
  });
});
