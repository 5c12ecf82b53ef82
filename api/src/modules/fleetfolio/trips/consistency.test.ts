import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import { Types } from 'mongoose';
import {
  TmsPlannedLoadModel,
  TmsSettlementTripModel,
  TmsTripModel,
  TmsTripStopModel,
  TmsTruckModel,
} from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier } from '../test/carrierAccounts';

// Routing a trip over the state shapes is slow under jest (see api/src/trip-routing/README.md).
const ROUTING_TIMEOUT_MS = 120_000;

const ctx = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

async function driver(carrier: Carrier, name: string) {
  const created = await carrier.agent
    .post('/api/fleetfolio/drivers')
    .send({ name, license: `CDL-${name}`, phone: '555-0101', email: 'd@example.com', payRate: 1 })
    .expect(201);
  return created.body.id as string;
}

async function truck(carrier: Carrier, unit: string) {
  const created = await carrier.agent
    .post('/api/fleetfolio/trucks')
    .send({ unit, year: 2021, make: 'volvo', model: 'VNL 860' })
    .expect(201);
  return created.body.id as string;
}

async function load(carrier: Carrier, loadNumber = 'CON-1') {
  const created = await carrier.agent
    .post('/api/fleetfolio/loads')
    .send({
      loadNumber,
      customer: 'Acme Foods',
      pickupLocation: 'Chicago, IL',
      deliveryLocation: 'Dallas, TX',
      pickupDate: '2026-05-01',
      deliveryDate: '2026-05-03',
      rate: 2000,
    })
    .expect(201);
  return created.body.id as string;
}

describe('FleetFolio refuses records that cannot be true', () => {
  it('refuses the same person as driver and team driver, and a truck in maintenance', async () => {
    const carrier = await signedInCarrier(ctx);
    const driverId = await driver(carrier, 'Ann');
    const truckId = await truck(carrier, 'T-1');

    const sameTwice = await carrier.agent
      .post('/api/fleetfolio/trips')
      .send({ tripName: 'TEAM-1', driverId, teamDriverId: driverId, truckId })
      .expect(400);
    expect(JSON.stringify(sameTwice.body)).toContain(FLEET_OPERATIONS_MESSAGES.teamDriverIsDriver);

    await scoped(TmsTruckModel, carrier.id).updateOne(
      { truckNumber: 'T-1' },
      { status: 'maintenance' },
    );
    const inShop = await carrier.agent
      .post('/api/fleetfolio/trips')
      .send({ tripName: 'SHOP-1', driverId, truckId })
      .expect(400);
    expect(inShop.body.message).toBe('Truck T-1 is in maintenance');

    await scoped(TmsTruckModel, carrier.id).updateOne(
      { truckNumber: 'T-1' },
      { status: 'out_of_service' },
    );
    const outOfService = await carrier.agent
      .post('/api/fleetfolio/trips')
      .send({ tripName: 'SHOP-2', driverId, truckId })
      .expect(400);
    expect(outOfService.body.message).toBe('Truck T-1 is out of service');
    expect(await scoped(TmsTripModel, carrier.id).countDocuments()).toBe(0);
  });

  it('refuses a trip from a delivered load with a 409 naming the load and its status', async () => {
    const carrier = await signedInCarrier(ctx);
    const { agent } = carrier;
    const loadId = await load(carrier, 'DONE-1');
    await scoped(TmsPlannedLoadModel, carrier.id).updateById(loadId, {
      status: 'delivered',
      isAssignedToTrip: true,
    });
    const crew = { driverId: await driver(carrier, 'Cy'), truckId: await truck(carrier, 'T-3') };
    const refusal = 'Load DONE-1 is delivered: only a planned load can go on a trip';

    const created = await agent
      .post('/api/fleetfolio/trips')
      .send({ tripName: 'AGAIN-1', ...crew, loadIds: [loadId] })
      .expect(409);
    expect(created.body.message).toBe(refusal);
    expect(await scoped(TmsTripModel, carrier.id).countDocuments()).toBe(0);

    const empty = await agent
      .post('/api/fleetfolio/trips')
      .send({ tripName: 'AGAIN-2', ...crew })
      .expect(201);
    const added = await agent
      .post(`/api/fleetfolio/trips/${empty.body.id}/loads`)
      .send({ loadId })
      .expect(409);
    expect(added.body.message).toBe(refusal);
    expect(await scoped(TmsTripStopModel, carrier.id).countDocuments()).toBe(0);
    expect(await scoped(TmsPlannedLoadModel, carrier.id).findById(loadId)).toMatchObject({
      status: 'delivered',
    });
  });

  it(
    'delivers a load only after its pickup, and keeps the miles of invoiced and the pay of settled trips',
    async () => {
      const carrier = await signedInCarrier(ctx);
      const { agent } = carrier;
      const loadId = await load(carrier);
      const trip = await agent
        .post('/api/fleetfolio/trips')
        .send({
          tripName: 'CON-T',
          driverId: await driver(carrier, 'Bo'),
          truckId: await truck(carrier, 'T-2'),
          loadIds: [loadId],
        })
        .expect(201);
      const tripId = trip.body.id as string;
      const dispatched = await agent.post(`/api/fleetfolio/trips/${tripId}/dispatch`).expect(200);
      const [pickup, delivery] = dispatched.body.stops as { id: string; kind: string }[];
      expect([pickup?.kind, delivery?.kind]).toEqual(['pickup', 'delivery']);

      const early = await agent
        .post(`/api/fleetfolio/trips/${tripId}/stops/${delivery!.id}/complete`)
        .expect(409);
      expect(early.body.message).toBe(FLEET_OPERATIONS_MESSAGES.deliveryBeforePickup);
      expect((await scoped(TmsTripStopModel, carrier.id).findById(delivery!.id))?.completed).toBe(
        false,
      );
      expect((await scoped(TmsPlannedLoadModel, carrier.id).findById(loadId))?.status).toBe(
        'in_transit',
      );
      await agent.post(`/api/fleetfolio/trips/${tripId}/stops/${pickup!.id}/complete`).expect(200);
      await agent
        .post(`/api/fleetfolio/trips/${tripId}/stops/${delivery!.id}/complete`)
        .expect(200);
      const lockOf = async () => {
        const { body } = await agent.get(`/api/fleetfolio/trips/${tripId}`).expect(200);
        return { invoiced: body.invoiced, settlementNumber: body.settlementNumber };
      };
      expect(await lockOf()).toEqual({ invoiced: false, settlementNumber: null });

      await agent
        .post('/api/fleetfolio/invoices')
        .send({ invoiceNumber: 'CON-INV', loadId, amount: 2000 })
        .expect(201);
      expect(await lockOf()).toEqual({ invoiced: true, settlementNumber: null });
      const milesBefore = (await scoped(TmsTripModel, carrier.id).findById(tripId))?.totalMiles;
      const invoiced = await agent
        .patch(`/api/fleetfolio/trips/${tripId}/miles`)
        .send({ totalMiles: 1 })
        .expect(409);
      expect(invoiced.body.message).toBe(FLEET_OPERATIONS_MESSAGES.invoicedTripMiles);
      expect((await scoped(TmsTripModel, carrier.id).findById(tripId))?.totalMiles).toBe(
        milesBefore,
      );

      const hoursBefore = (await scoped(TmsTripModel, carrier.id).findById(tripId))?.driverHours;
      await scoped(TmsSettlementTripModel, carrier.id).create({
        settlementId: new Types.ObjectId(),
        tripId: new Types.ObjectId(tripId),
        driverId: new Types.ObjectId(),
        settlementNumber: 'SET-7',
      });
      const settled = await agent
        .patch(`/api/fleetfolio/trips/${tripId}/hours`)
        .send({ hours: 99 })
        .expect(409);
      expect(settled.body.message).toBe(FLEET_OPERATIONS_MESSAGES.settledTrip('SET-7'));
      expect(await lockOf()).toEqual({ invoiced: true, settlementNumber: 'SET-7' });
      expect((await scoped(TmsTripModel, carrier.id).findById(tripId))?.driverHours).toBe(
        hoursBefore,
      );
    },
    ROUTING_TIMEOUT_MS,
  );

  it(
    'completes the trip when its last two stops are completed at once, or completed again',
    async () => {
      const carrier = await signedInCarrier(ctx);
      const { agent } = carrier;
      const dispatchedTrip = async (tripName: string, loadIds: string[]) => {
        const created = await agent
          .post('/api/fleetfolio/trips')
          .send({
            tripName,
            driverId: await driver(carrier, tripName),
            truckId: await truck(carrier, tripName),
            loadIds,
          })
          .expect(201);
        const dispatched = await agent
          .post(`/api/fleetfolio/trips/${created.body.id}/dispatch`)
          .expect(200);
        return dispatched.body as { id: string; stops: { id: string; kind: string }[] };
      };
      const complete = (tripId: string, stopId: string) =>
        agent.post(`/api/fleetfolio/trips/${tripId}/stops/${stopId}/complete`);
      const statusOf = async (tripId: string) =>
        (await scoped(TmsTripModel, carrier.id).findById(tripId))?.status;

      const trip = await dispatchedTrip('RACE-T', [
        await load(carrier, 'RACE-1'),
        await load(carrier, 'RACE-2'),
      ]);
      const byKind = (kind: string) => trip.stops.filter((stop) => stop.kind === kind);
      for (const pickup of byKind('pickup')) await complete(trip.id, pickup.id).expect(200);
      const last = await Promise.all(byKind('delivery').map((stop) => complete(trip.id, stop.id)));
      expect(last.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await statusOf(trip.id)).toBe('completed');

      // A trip a lost race left dispatched with every stop done: completing a stop again ends it.
      const stuck = await dispatchedTrip('STUCK-T', [await load(carrier, 'STUCK-1')]);
      await TmsTripStopModel.updateMany(
        { tripId: new Types.ObjectId(stuck.id) },
        { $set: { completed: true, completedAt: new Date() } },
      );
      await complete(stuck.id, stuck.stops[1]!.id).expect(200);
      expect(await statusOf(stuck.id)).toBe('completed');
    },
    ROUTING_TIMEOUT_MS,
  );
});
