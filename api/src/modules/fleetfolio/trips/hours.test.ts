import { TmsTripModel } from '../../../db/models/tms';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, truckInService } from '../test/carrierAccounts';

const t = useTestDatabase();

describe('hourly pay', () => {
  it("pays an hourly driver the trip's hours, set by the office; bad hours change nothing", async () => {
    const owner = await signedInCarrier(t);
    const driver = await owner.agent
      .post('/api/fleetfolio/drivers')
      .send({
        name: 'Hal Hourly',
        license: 'CDL-H',
        phone: '555-0100',
        email: 'hal@example.com',
        payType: 'hourly',
        payRate: 31.5,
      })
      .expect(201);
    expect(driver.body).toMatchObject({ payType: 'hourly', payRate: 31.5 });
    const trip = await owner.agent
      .post('/api/fleetfolio/trips')
      .send({
        tripName: 'HOURS-1',
        driverId: driver.body.id,
        truckId: await truckInService(owner.agent),
      })
      .expect(201);

    const set = await owner.agent
      .patch(`/api/fleetfolio/trips/${trip.body.id}/hours`)
      .send({ hours: 10.5 })
      .expect(200);
    expect(set.body).toMatchObject({ driverHours: 10.5, driverPay: 330.75 });
    const stored = await TmsTripModel.findById(trip.body.id).lean();
    expect(stored).toMatchObject({ driverHours: 10.5, driverPay: 330.75 });

    for (const body of [{ hours: -1 }, { hours: 'ten' }, {}, { hours: 2, miles: 3 }]) {
      await owner.agent.patch(`/api/fleetfolio/trips/${trip.body.id}/hours`).send(body).expect(400);
    }
    const after = await TmsTripModel.findById(trip.body.id).lean();
    expect(after).toMatchObject({ driverHours: 10.5, driverPay: 330.75 });

    const other = await signedInCarrier(t);
    await other.agent
      .patch(`/api/fleetfolio/trips/${trip.body.id}/hours`)
      .send({ hours: 99 })
      .expect(404);
    expect((await TmsTripModel.findById(trip.body.id).lean())?.driverHours).toBe(10.5);
  });
});
