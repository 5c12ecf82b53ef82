import { Types } from 'mongoose';
import {
  TmsCustomerModel,
  TmsDriverModel,
  TmsExpenseModel,
  TmsInvoiceLoadModel,
  TmsInvoiceModel,
  TmsPlannedLoadModel,
  TmsTrailerModel,
  TmsTripModel,
  TmsTruckModel,
} from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember } from './carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
const base = '/api/fleetfolio';
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n%${text}\n`);

async function created(carrier: Carrier, path: string, body: object): Promise<string> {
  const res = await carrier.agent.post(`${base}${path}`).send(body);
  expect([path, res.status, res.body.errors]).toEqual([path, 201, undefined]);
  return res.body.id as string;
}

/** A driver, a team driver, a truck, a trailer and a load, and a trip of the first four. */
async function fleetOnATrip(carrier: Carrier, status = 'dispatched') {
  const driver = (name: string) =>
    created(carrier, '/drivers', {
      name,
      license: 'CDL',
      phone: '555-0101',
      email: 'driver@example.com',
      payRate: 0.5,
    });
  const ids = {
    driverId: await driver('Ann Lee'),
    teamDriverId: await driver('Bo Team'),
    truckId: await created(carrier, '/trucks', {
      unit: 'T-77',
      year: 2021,
      make: 'volvo',
      model: 'VNL',
    }),
    trailerId: await created(carrier, '/trailers', {
      unit: 'R-9',
      year: 2020,
      make: 'utility',
      model: 'reefer',
    }),
    loadId: await created(carrier, '/loads', {
      loadNumber: 'CH-1',
      customer: 'Acme Foods',
      pickupLocation: 'Nowhere A',
      deliveryLocation: 'Nowhere B',
      pickupDate: '2026-05-01',
      deliveryDate: '2026-05-03',
      rate: 100,
    }),
  };
  const crew = {
    driverId: ids.driverId,
    teamDriverId: ids.teamDriverId,
    truckId: ids.truckId,
    trailerId: ids.trailerId,
  };
  const trip = await carrier.agent
    .post(`${base}/trips`)
    .send({ tripName: 'TR-100', ...crew })
    .expect(201);
  await scoped(TmsTripModel, carrier.id).updateById(trip.body.id, { status });
  return { ...ids, tripId: trip.body.id as string };
}

describe('deleting what something else of the carrier uses', () => {
  it('refuses drivers, trucks and trailers on a trip with 409 naming the trip, and keeps them', async () => {
    const carrier = await signedInCarrier(t);
    const ids = await fleetOnATrip(carrier);
    const cases: Array<[string, string]> = [
      [`/drivers/${ids.driverId}`, 'Ann Lee is on trip TR-100'],
      [`/drivers/${ids.teamDriverId}`, 'Bo Team is on trip TR-100'],
      [`/trucks/${ids.truckId}`, 'Truck T-77 is on trip TR-100'],
      [`/trailers/${ids.trailerId}`, 'Trailer R-9 is on trip TR-100'],
    ];
    for (const [path, start] of cases) {
      const res = await carrier.agent.delete(`${base}${path}`);
      expect([path, res.status]).toEqual([path, 409]);
      expect(res.body.message).toMatch(new RegExp(`^${start}`));
    }
    expect(await scoped(TmsDriverModel, carrier.id).countDocuments()).toBe(2 + 2);
    expect(await scoped(TmsTruckModel, carrier.id).findById(ids.truckId)).not.toBeNull();
    expect(await scoped(TmsTrailerModel, carrier.id).findById(ids.trailerId)).not.toBeNull();
    const trip = await carrier.agent.get(`${base}/trips/${ids.tripId}`).expect(200);
    expect(trip.body.driver.name).toBe('Ann Lee');
    expect(trip.body.truck.label).toMatch(/^T-77/);
  });

  it('deletes them once no trip uses them', async () => {
    const carrier = await signedInCarrier(t);
    const ids = await fleetOnATrip(carrier, 'planned');
    await carrier.agent.delete(`${base}/trips/${ids.tripId}`).expect(204);
    await carrier.agent.delete(`${base}/drivers/${ids.driverId}`).expect(204);
    await carrier.agent.delete(`${base}/trucks/${ids.truckId}`).expect(204);
    await carrier.agent.delete(`${base}/trailers/${ids.trailerId}`).expect(204);
    expect(await scoped(TmsDriverModel, carrier.id).findById(ids.driverId)).toBeNull();
  });

  it('refuses a driver a team member signs in with, or an open invitation names, with 409 naming them', async () => {
    const carrier = await signedInCarrier(t);
    const driver = (name: string) =>
      created(carrier, '/drivers', {
        name,
        license: 'CDL',
        phone: '555-0101',
        email: 'driver@example.com',
        payRate: 0.5,
      });
    const boundId = await driver('Meg Member');
    const member = await signedInMember(t, carrier, 'driver', boundId);
    const invitedId = await driver('Ivy Invited');
    const email = `ivy-${Date.now()}@example.com`;
    const invitation = await carrier.agent
      .post(`${base}/team/invites`)
      .send({ email, role: 'driver', driverId: invitedId })
      .expect(201);

    const bound = await carrier.agent.delete(`${base}/drivers/${boundId}`).expect(409);
    expect(bound.body.message).toMatch(
      /^Meg Member is the driver record of team member Driver Number\d+ \(/,
    );
    expect(bound.body.message).toContain(
      `(${member.email}): a driver a member signs in with cannot be deleted. Change the member's role or remove them under Team first.`,
    );
    const invited = await carrier.agent.delete(`${base}/drivers/${invitedId}`).expect(409);
    expect(invited.body.message).toBe(
      `Ivy Invited is named by the open driver invitation to ${email}: a driver an invitation would sign in with cannot be deleted. Withdraw the invitation under Team first.`,
    );
    expect(await scoped(TmsDriverModel, carrier.id).findById(boundId)).not.toBeNull();
    expect(await scoped(TmsDriverModel, carrier.id).findById(invitedId)).not.toBeNull();
    await member.agent.get(`${base}/driver/trips`).expect(200);

    await carrier.agent.delete(`${base}/team/invites/${invitation.body.id}`).expect(204);
    await carrier.agent.delete(`${base}/drivers/${invitedId}`).expect(204);
  });

  it('refuses a customer with loads or invoices, naming them', async () => {
    const carrier = await signedInCarrier(t);
    const { loadId } = await fleetOnATrip(carrier);
    const customer = await scoped(TmsCustomerModel, carrier.id).findOne({
      customerName: 'Acme Foods',
    });
    const res = await carrier.agent.delete(`${base}/customers/${String(customer!._id)}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Acme Foods is the customer of load CH-1: a customer with loads or invoices cannot be deleted.',
    );
    expect(
      await scoped(TmsCustomerModel, carrier.id).findById(String(customer!._id)),
    ).not.toBeNull();
    const load = await scoped(TmsPlannedLoadModel, carrier.id).findById(loadId);
    expect(String(load!.customerId)).toBe(String(customer!._id));
  });

  it('refuses a load on an invoice or with FileSafe documents, and a trip with documents', async () => {
    const carrier = await signedInCarrier(t);
    const { loadId, tripId } = await fleetOnATrip(carrier, 'planned');
    const invoice = await scoped(TmsInvoiceModel, carrier.id).create({
      invoiceNumber: 'INV-7',
      totalAmount: 100,
    });
    await scoped(TmsInvoiceLoadModel, carrier.id).create({
      invoiceId: invoice._id,
      loadId: new Types.ObjectId(loadId),
    });
    const onInvoice = await carrier.agent.delete(`${base}/loads/${loadId}`);
    expect([onInvoice.status, onInvoice.body.message]).toEqual([
      409,
      'Load CH-1 is on invoice INV-7: a load on an invoice cannot be deleted.',
    ]);
    await scoped(TmsInvoiceLoadModel, carrier.id).deleteMany();

    await carrier.agent
      .post(`${base}/documents`)
      .field('kind', 'bol')
      .field('loadId', loadId)
      .attach('file', pdf('bol'), 'bol.pdf')
      .expect(201);
    const withDocument = await carrier.agent.delete(`${base}/loads/${loadId}`);
    expect([withDocument.status, withDocument.body.message]).toEqual([
      409,
      'Load CH-1 has 1 document in FileSafe (bol.pdf): delete it first.',
    ]);
    expect(await scoped(TmsPlannedLoadModel, carrier.id).findById(loadId)).not.toBeNull();

    await carrier.agent
      .post(`${base}/documents`)
      .field('kind', 'pod')
      .field('tripId', tripId)
      .attach('file', pdf('pod'), 'pod.pdf')
      .expect(201);
    const trip = await carrier.agent.delete(`${base}/trips/${tripId}`);
    expect([trip.status, trip.body.message]).toEqual([
      409,
      'Trip TR-100 has 1 document in FileSafe (pod.pdf): delete it first.',
    ]);
    expect(await scoped(TmsTripModel, carrier.id).findById(tripId)).not.toBeNull();
  });

  it('refuses to delete a receipt from FileSafe while its expense keeps it', async () => {
    const carrier = await signedInCarrier(t);
    const { tripId } = await fleetOnATrip(carrier, 'planned');
    await carrier.agent
      .post(`${base}/trips/${tripId}/expenses`)
      .field('expenseType', 'tolls')
      .field('amount', '12')
      .attach('file', pdf('receipt'), 'toll.pdf')
      .expect(201);
    const [expense] = await scoped(TmsExpenseModel, carrier.id).find();
    const receipt = String(expense!.receiptFileId);
    const res = await carrier.agent.delete(`${base}/documents/${receipt}`);
    expect([res.status, res.body.message]).toEqual([
      409,
      'toll.pdf is the receipt of an expense of trip TR-100 (Tolls): delete the expense to remove it.',
    ]);
    await carrier.agent
      .get(`${base}/trips/${tripId}/expenses/${String(expense!._id)}/receipt`)
      .expect(200);
  });
});
