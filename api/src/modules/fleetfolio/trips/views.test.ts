import { Types } from 'mongoose';
import { carrierData } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier } from '../test/carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
const API = '/api/fleetfolio/trips';

/** Two trips of one carrier, each with its own crew, equipment, loads, stops and expenses. */
async function twoTrips(ownerId: string) {
  const data = carrierData(ownerId);
  const [ann, bob, cy] = await Promise.all(
    ['Ann', 'Bob', 'Cy'].map((firstName) => data.drivers.create({ firstName, lastName: 'Lee' })),
  );
  const truck = await data.trucks.create({
    truckNumber: 'VT-1',
    make: 'volvo',
    model: 'VNL',
  });
  const trailer = await data.trailers.create({ trailerNumber: 'VR-1' });
  const [first, second] = await Promise.all([
    data.trips.create({
      tripNumber: 'VW-1',
      driverId: ann!._id,
      teamDriverId: cy!._id,
      truckId: truck._id,
      trailerId: trailer._id,
    }),
    data.trips.create({ tripNumber: 'VW-2', driverId: bob!._id }),
  ]);
  const loads = await Promise.all(
    ['VL-1', 'VL-2', 'VL-3'].map((loadNumber, index) =>
      data.loads.create({ loadNumber, primaryFeeAmount: 1000 * (index + 1) }),
    ),
  );
  const trips = [first!, first!, second!];
  for (const [index, load] of loads.entries())
    await data.tripLoads.create({ tripId: trips[index]!._id, loadId: load._id });
  await data.tripStops.insertMany([
    { tripId: first!._id, stopName: 'Second stop', kind: 'delivery', order: 2 },
    { tripId: second!._id, stopName: 'Only stop', kind: 'pickup', order: 1 },
    { tripId: first!._id, stopName: 'First stop', kind: 'pickup', order: 1 },
  ]);
  await data.expenses.create({ tripId: second!._id, expenseType: 'fuel', amount: 80 });
  await data.settlementTrips.create({
    settlementId: new Types.ObjectId(),
    tripId: first!._id,
    driverId: ann!._id,
    settlementNumber: 'ST-7',
  });
  await data.invoiceLoads.create({ invoiceId: new Types.ObjectId(), loadId: loads[2]!._id });
}

const shape = (trip: Record<string, unknown>) => ({
  tripNumber: trip.tripNumber,
  driver: (trip.driver as { name: string } | null)?.name,
  teamDriver: (trip.teamDriver as { name: string } | null)?.name ?? null,
  truck: (trip.truck as { label: string } | null)?.label ?? null,
  trailer: (trip.trailer as { label: string } | null)?.label ?? null,
  loads: (trip.loads as Array<{ loadNumber: string }>).map((load) => load.loadNumber),
  stops: (trip.stops as Array<{ stopName: string }>).map((stop) => stop.stopName),
  expenses: (trip.expenses as Array<{ amount: number }>).map((expense) => expense.amount),
  settlementNumber: trip.settlementNumber,
  invoiced: trip.invoiced,
});

describe('FleetFolio trip views read together', () => {
  it('gives each trip of a page its own crew, equipment, loads, stops, expenses, settlement and invoice', async () => {
    const carrier = await signedInCarrier(t);
    await twoTrips(carrier.id);
    const page = await carrier.agent.get(`${API}/page?q=VW-&sort=tripNumber&dir=asc`).expect(200);
    const expected = [
      {
        tripNumber: 'VW-1',
        driver: 'Ann Lee',
        teamDriver: 'Cy Lee',
        truck: 'VT-1 - Volvo VNL',
        trailer: 'VR-1',
        loads: ['VL-1', 'VL-2'],
        stops: ['First stop', 'Second stop'],
        expenses: [],
        settlementNumber: 'ST-7',
        invoiced: false,
      },
      {
        tripNumber: 'VW-2',
        driver: 'Bob Lee',
        teamDriver: null,
        truck: null,
        trailer: null,
        loads: ['VL-3'],
        stops: ['Only stop'],
        expenses: [80],
        settlementNumber: null,
        invoiced: true,
      },
    ];
    expect(page.body.items.map(shape)).toEqual(expected);
    const all = await carrier.agent.get(API).expect(200);
    const listed = (all.body as Array<Record<string, unknown>>)
      .filter((trip) => String(trip.tripNumber).startsWith('VW-'))
      .map(shape)
      .sort((a, b) => String(a.tripNumber).localeCompare(String(b.tripNumber)));
    expect(listed).toEqual(expected);
    for (const item of page.body.items as Array<{ id: string }>) {
      const one = await carrier.agent.get(`${API}/${item.id}`).expect(200);
      expect(one.body).toEqual(item);
    }
  });
});
