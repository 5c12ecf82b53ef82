import { Types } from 'mongoose';
import {
  TmsAddressBookEntryModel,
  TmsCustomerModel,
  TmsDeletedRecordModel,
  TmsInvoiceLoadModel,
  TmsPlannedLoadModel,
  TmsTripModel,
  TmsTripStopModel,
} from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember, truckInService } from '../test/carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
const API = '/api/fleetfolio';
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

async function createdId(carrier: Carrier, path: string, body: object): Promise<string> {
  const res = await carrier.agent.post(`${API}${path}`).send(body);
  expect([path, res.status, res.body.errors]).toEqual([path, 201, undefined]);
  return res.body.id as string;
}

const listIds = async (carrier: Carrier, path: string) =>
  ((await carrier.agent.get(`${API}${path}`).expect(200)).body as { id: string }[]).map(
    (row) => row.id,
  );

/** Moves the undo time of the carrier's deletion of `recordId` into the past. */
async function expireUndo(carrier: Carrier, recordId: string) {
  const entries = scoped(TmsDeletedRecordModel, carrier.id);
  const entry = await entries.findOne({ recordId: new Types.ObjectId(recordId) });
  await entries.updateById(String(entry!._id), { undoUntil: new Date(Date.now() - 1000) });
}

async function sampleLoad(carrier: Carrier, loadNumber: string) {
  const load = await scoped(TmsPlannedLoadModel, carrier.id).findOne({ loadNumber });
  return String(load!._id);
}

async function plannedTripWithLoad(carrier: Carrier) {
  const driverId = (await carrier.agent.get(`${API}/drivers`).expect(200)).body[0].id as string;
  const loadId = await sampleLoad(carrier, 'LD-1001');
  const trip = await carrier.agent
    .post(`${API}/trips`)
    .send({
      tripName: 'TR-UNDO',
      driverId,
      truckId: await truckInService(carrier.agent),
      loadIds: [loadId],
    })
    .expect(201);
  return { tripId: trip.body.id as string, loadId, driverId };
}

describe('undo of a delete (issue 23)', () => {
  it('restores a customer with its address-book line, once, and lists it again', async () => {
    const carrier = await signedInCarrier(t);
    const id = await createdId(carrier, '/customers', {
      customerName: 'Undo Freight Co',
      customerType: 'shipper',
    });
    const book = scoped(TmsAddressBookEntryModel, carrier.id);
    expect(await book.countDocuments({ company: 'Undo Freight Co' })).toBe(1);

    await carrier.agent.delete(`${API}/customers/${id}`).expect(204);
    expect(await listIds(carrier, '/customers')).not.toContain(id);
    expect(await book.countDocuments({ company: 'Undo Freight Co' })).toBe(0);

    const restored = await carrier.agent.post(`${API}/customers/${id}/restore`).expect(200);
    expect(restored.body).toMatchObject({ id, customerName: 'Undo Freight Co' });
    expect(await listIds(carrier, '/customers')).toContain(id);
    expect(await book.countDocuments({ company: 'Undo Freight Co' })).toBe(1);
    expect(await scoped(TmsDeletedRecordModel, carrier.id).countDocuments()).toBe(0);

    const again = await carrier.agent.post(`${API}/customers/${id}/restore`).expect(404);
    expect(again.body.message).toBe('There is no deletion to undo for this record');
    expect(
      await scoped(TmsCustomerModel, carrier.id).countDocuments({
        customerName: 'Undo Freight Co',
      }),
    ).toBe(1);
  });

  it('answers 404 to another carrier and restores nothing for them', async () => {
    const owner = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const driverId = await createdId(owner, '/drivers', {
      name: 'Ivy Undo',
      license: 'CDL-1',
      phone: '555-0101',
      email: 'ivy@example.com',
      payRate: 0.5,
    });
    await owner.agent.delete(`${API}/drivers/${driverId}`).expect(204);

    await other.agent.post(`${API}/drivers/${driverId}/restore`).expect(404);
    expect(await listIds(other, '/drivers')).not.toContain(driverId);
    expect(await listIds(owner, '/drivers')).not.toContain(driverId);

    await owner.agent.post(`${API}/drivers/${driverId}/restore`).expect(200);
    expect(await listIds(owner, '/drivers')).toContain(driverId);
    expect(await listIds(other, '/drivers')).not.toContain(driverId);
  });

  it('refuses with 410 once the undo time has passed, and the record stays deleted', async () => {
    const carrier = await signedInCarrier(t);
    const truckId = await createdId(carrier, '/trucks', {
      unit: 'T-UNDO',
      year: 2021,
      make: 'volvo',
      model: 'VNL',
    });
    await carrier.agent.delete(`${API}/trucks/${truckId}`).expect(204);
    await expireUndo(carrier, truckId);

    const late = await carrier.agent.post(`${API}/trucks/${truckId}/restore`).expect(410);
    expect(late.body.message).toBe('The 10 seconds to undo this deletion have passed');
    expect(await listIds(carrier, '/trucks')).not.toContain(truckId);
  });

  it('restores trailers and loads, and refuses a restore body or a malformed id (400)', async () => {
    const carrier = await signedInCarrier(t);
    const trailerId = (await carrier.agent.get(`${API}/trailers`).expect(200)).body[0].id as string;
    const loadId = await sampleLoad(carrier, 'LD-1001');
    for (const path of [`/trailers/${trailerId}`, `/loads/${loadId}`]) {
      await carrier.agent.delete(`${API}${path}`).expect(204);
      await carrier.agent.post(`${API}${path}/restore`).send({ extra: 1 }).expect(400);
      await carrier.agent.post(`${API}${path}/restore`).expect(200);
    }
    expect(await listIds(carrier, '/trailers')).toContain(trailerId);
    expect(await listIds(carrier, '/loads')).toContain(loadId);
    await carrier.agent.post(`${API}/loads/not-an-id/restore`).expect(400);
  });

  it('restores a planned trip with its stops and puts its load back on it', async () => {
    const carrier = await signedInCarrier(t);
    const { tripId, loadId } = await plannedTripWithLoad(carrier);
    const stops = scoped(TmsTripStopModel, carrier.id);
    const stopCount = await stops.countDocuments();
    expect(stopCount).toBeGreaterThan(0);

    await carrier.agent.delete(`${API}/trips/${tripId}`).expect(204);
    expect(await listIds(carrier, '/trips')).not.toContain(tripId);
    expect(await stops.countDocuments()).toBe(0);
    const loads = scoped(TmsPlannedLoadModel, carrier.id);
    expect((await loads.findById(loadId))!.isAssignedToTrip).toBe(false);
    const board = await carrier.agent.get(`${API}/dispatch-board`).expect(200);
    expect(JSON.stringify(board.body)).not.toContain(tripId);

    const restored = await carrier.agent.post(`${API}/trips/${tripId}/restore`).expect(200);
    expect(restored.body.id).toBe(tripId);
    expect(restored.body.loads.map((load: { id: string }) => load.id)).toEqual([loadId]);
    expect(await stops.countDocuments()).toBe(stopCount);
    expect((await loads.findById(loadId))!.isAssignedToTrip).toBe(true);
  });

  it('refuses a trip whose load went on another trip since, changing nothing', async () => {
    const carrier = await signedInCarrier(t);
    const { tripId, loadId, driverId } = await plannedTripWithLoad(carrier);
    await carrier.agent.delete(`${API}/trips/${tripId}`).expect(204);
    await carrier.agent
      .post(`${API}/trips`)
      .send({
        tripName: 'TR-NEXT',
        driverId,
        truckId: await truckInService(carrier.agent),
        loadIds: [loadId],
      })
      .expect(201);

    const refused = await carrier.agent.post(`${API}/trips/${tripId}/restore`).expect(409);
    expect(refused.body.message).toBe(
      'The trip cannot be restored: its load was deleted or used since.',
    );
    expect(await scoped(TmsTripModel, carrier.id).findById(tripId)).toBeNull();
    expect(await scoped(TmsDeletedRecordModel, carrier.id).countDocuments()).toBe(1);
  });

  it('restores an invoice with its load, and refuses when its number was taken since', async () => {
    const carrier = await signedInCarrier(t);
    const loadId = await sampleLoad(carrier, 'LD-1002');
    const invoice = { invoiceNumber: 'INV-UNDO', loadId, amount: 1850 };
    const first = await createdId(carrier, '/invoices', invoice);
    await carrier.agent.delete(`${API}/invoices/${first}`).expect(204);
    expect(await listIds(carrier, '/invoices')).not.toContain(first);
    const restored = await carrier.agent.post(`${API}/invoices/${first}/restore`).expect(200);
    expect(restored.body).toMatchObject({ id: first, invoiceNumber: 'INV-UNDO' });
    expect(
      await scoped(TmsInvoiceLoadModel, carrier.id).countDocuments({
        loadId: restored.body.loads[0].id,
      }),
    ).toBe(1);

    await carrier.agent.delete(`${API}/invoices/${first}`).expect(204);
    const second = await createdId(carrier, '/invoices', invoice);
    const refused = await carrier.agent.post(`${API}/invoices/${first}/restore`).expect(409);
    expect(refused.body.message).toBe(
      'It cannot be restored: a record created since uses its number.',
    );
    expect(await listIds(carrier, '/invoices')).toEqual([second]);
  });

  it('lets only the roles that may delete a record restore it', async () => {
    const carrier = await signedInCarrier(t);
    const dispatcher = await signedInMember(t, carrier, 'dispatcher');
    const invoiceId = await createdId(carrier, '/invoices', {
      invoiceNumber: 'INV-ROLE',
      loadId: await sampleLoad(carrier, 'LD-1002'),
      amount: 10,
    });
    await carrier.agent.delete(`${API}/invoices/${invoiceId}`).expect(204);
    await dispatcher.agent.post(`${API}/invoices/${invoiceId}/restore`).expect(403);
    await t.request().post(`${API}/invoices/${invoiceId}/restore`).expect(401);
    await carrier.agent.post(`${API}/invoices/${invoiceId}/restore`).expect(200);
  });
});
