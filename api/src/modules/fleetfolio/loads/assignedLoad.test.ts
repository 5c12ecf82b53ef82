import { TmsPlannedLoadModel } from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier } from '../test/carrierAccounts';

const ctx = useTestDatabase({ env: { LOG_LEVEL: 'error' } });

const LOAD = {
  loadNumber: 'ON-TRIP-1',
  customer: 'Acme Foods',
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'St. Louis, MO',
  pickupDate: '2026-05-01',
  deliveryDate: '2026-05-02',
  rate: 900,
};

describe('a planned load on a trip', () => {
  it('can be neither deleted nor given another status, so the trip never loses it', async () => {
    const { agent, id: ownerId } = await signedInCarrier(ctx);
    const load = (await agent.post('/api/fleetfolio/loads').send(LOAD).expect(201)).body;
    const driver = (
      await agent
        .post('/api/fleetfolio/drivers')
        .send({
          name: 'Ann Lee',
          license: 'CDL-9',
          phone: '555-0101',
          email: 'a@example.com',
          payRate: 0.65,
        })
        .expect(201)
    ).body;
    const truck = (
      await agent
        .post('/api/fleetfolio/trucks')
        .send({ unit: 'T-1', year: 2021, make: 'volvo', model: 'VNL' })
        .expect(201)
    ).body;
    await agent
      .post('/api/fleetfolio/trips')
      .send({ tripName: 'TR-1', driverId: driver.id, truckId: truck.id, loadIds: [load.id] })
      .expect(201);

    const refused = await agent.delete(`/api/fleetfolio/loads/${load.id}`).expect(409);
    expect(refused.body.message).toBe('This load is on a trip: remove it from the trip first');
    await agent
      .put(`/api/fleetfolio/loads/${load.id}`)
      .send({ ...LOAD, status: 'delivered' })
      .expect(409);
    const renamed = await agent
      .put(`/api/fleetfolio/loads/${load.id}`)
      .send({ ...LOAD, customer: 'Acme Foods Inc.' })
      .expect(200);
    expect(renamed.body).toMatchObject({ customer: 'Acme Foods Inc.', isAssignedToTrip: true });
    expect(await scoped(TmsPlannedLoadModel, ownerId).findById(load.id)).toMatchObject({
      status: 'planned',
      isAssignedToTrip: true,
    });
  }, 120_000);
});
