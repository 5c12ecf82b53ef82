import {
  TmsExpenseModel,
  TmsInvoiceModel,
  TmsInvoicePaymentModel,
  TmsMilesByStateModel,
  TmsPlannedLoadModel,
  TmsTripLoadModel,
  TmsTripModel,
  TmsTripStopModel,
  TmsCustomerModel,
} from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { caughtMail, useTestDatabase, withSubject } from '../../../test';
import { signedInCarrier } from '../test/carrierAccounts';

// Routing a trip over the state shapes is slow under jest (see api/src/routing/README.md).
const ROUTING_TIMEOUT_MS = 120_000;

const ctx = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

async function setUp(carrier: Carrier) {
  const { agent } = carrier;
  const load = await agent
    .post('/api/fleetfolio/loads')
    .send({
      loadNumber: 'CH-1',
      customer: 'Acme Foods',
      pickupLocation: 'Chicago, IL',
      deliveryLocation: 'Dallas, TX',
      pickupDate: '2026-05-01',
      deliveryDate: '2026-05-03',
      rate: 2500.1,
    })
    .expect(201);
  const driver = await agent
    .post('/api/fleetfolio/drivers')
    .send({
      name: 'Ann Lee',
      license: 'CDL-9',
      phone: '555-0101',
      email: 'ann@example.com',
      payRate: 0.65,
    })
    .expect(201);
  const truck = await agent
    .post('/api/fleetfolio/trucks')
    .send({ unit: 'T-77', year: 2021, make: 'volvo', model: 'VNL 860' })
    .expect(201);
  return {
    loadId: load.body.id as string,
    driverId: driver.body.id as string,
    truckId: truck.body.id as string,
  };
}

describe('FleetFolio operations: load → trip → dispatch → deliver → invoice → payments', () => {
  it(
    'moves every status and figure, exact to the cent',
    async () => {
      const carrier = await signedInCarrier(ctx);
      const { agent, id: ownerId } = carrier;
      const { loadId, driverId, truckId } = await setUp(carrier);

      const created = await agent
        .post('/api/fleetfolio/trips')
        .send({ tripName: 'TR-100', driverId, truckId, loadIds: [loadId] })
        .expect(201);
      const trip = created.body;
      expect(trip).toMatchObject({ tripNumber: 'TR-100', status: 'planned', revenue: 2500.1 });
      expect(trip.truck.label).toBe('T-77 - Volvo VNL 860');
      expect(trip.stops.map((stop: { kind: string }) => stop.kind)).toEqual(['pickup', 'delivery']);
      expect(trip.totalMiles).toBeGreaterThan(800);
      expect(trip.driverPay).toBe(Math.round(0.65 * trip.totalMiles * 100) / 100);
      const load = await scoped(TmsPlannedLoadModel, ownerId).findById(loadId);
      expect(load).toMatchObject({ isAssignedToTrip: true, status: 'planned' });
      expect(await scoped(TmsTripLoadModel, ownerId).countDocuments()).toBe(1);

      await agent
        .patch(`/api/fleetfolio/trips/${trip.id}/miles`)
        .send({ totalMiles: 1000 })
        .expect(200);
      const withExpense = await agent
        .post(`/api/fleetfolio/trips/${trip.id}/expenses`)
        .field('expenseType', 'fuel')
        .field('amount', '400.33')
        .field('gallons', '100.5')
        .field('state', 'MO')
        .attach('file', Buffer.from('%PDF-1.4\n%receipt\n'), 'receipt.pdf')
        .expect(201);
      expect(withExpense.body).toMatchObject({
        totalMiles: 1000,
        driverPay: 650,
        expenseTotal: 400.33,
        profit: 1449.77,
        revenuePerMile: 2.5,
      });
      const receipt = withExpense.body.expenses[0].receiptUrl;
      await agent.get(receipt).expect(200).expect('Content-Type', 'application/pdf');

      const dispatched = await agent.post(`/api/fleetfolio/trips/${trip.id}/dispatch`).expect(200);
      expect(dispatched.body.status).toBe('dispatched');
      expect(dispatched.body.dispatchedAt).toEqual(expect.any(String));
      expect((await scoped(TmsPlannedLoadModel, ownerId).findById(loadId))?.status).toBe(
        'in_transit',
      );
      const stats = await agent.get('/api/fleetfolio/dashboard/stats').expect(200);
      expect(stats.body.activeTrips).toBe(1);

      const quarter = Math.floor(new Date().getUTCMonth() / 3) + 1;
      const ifta = await agent
        .get(`/api/fleetfolio/reports/ifta?year=${new Date().getUTCFullYear()}&quarter=${quarter}`)
        .expect(200);
      const miles = ifta.body.byState.reduce(
        (sum: number, row: { miles: number }) => sum + row.miles,
        0,
      );
      expect(Math.abs(miles - 1000)).toBeLessThan(1);
      expect(
        ifta.body.byState.find((row: { state: string }) => row.state === 'MO').fuelPurchased,
      ).toBe(100.5);
      // No road routing in tests: the miles are the straight-line estimate, and say so.
      const computed = ifta.body.rows.filter(
        (row: { source: string }) => row.source === 'computed',
      );
      expect(computed.length).toBeGreaterThan(0);
      expect(computed.every((row: { estimated: boolean }) => row.estimated)).toBe(true);
      console.log('IFTA by state', JSON.stringify(ifta.body.byState));

      for (const stop of dispatched.body.stops) {
        await agent.post(`/api/fleetfolio/trips/${trip.id}/stops/${stop.id}/complete`).expect(200);
      }
      const done = await agent.get(`/api/fleetfolio/trips/${trip.id}`).expect(200);
      expect(done.body).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
      expect((await scoped(TmsPlannedLoadModel, ownerId).findById(loadId))?.status).toBe(
        'delivered',
      );

      await scoped(TmsCustomerModel, ownerId).updateOne(
        { customerName: 'Acme Foods' },
        { email: 'ap@acme.example' },
      );
      const invoice = await agent
        .post('/api/fleetfolio/invoices')
        .send({ invoiceNumber: 'INV-1', loadId, amount: 2500.1 })
        .expect(201);
      expect(invoice.body).toMatchObject({
        status: 'unpaid',
        amountPaid: 0,
        balanceDue: 2500.1,
        customerName: 'Acme Foods',
        remitTo: { city: 'Dallas', state: 'TX' },
      });
      await agent
        .post('/api/fleetfolio/invoices')
        .send({ invoiceNumber: 'INV-2', loadId, amount: 1 })
        .expect(409);

      const partial = await agent
        .post(`/api/fleetfolio/invoices/${invoice.body.id}/payments`)
        .send({ paymentAmount: 1000.07, factoringFees: 0.03 })
        .expect(201);
      expect(partial.body).toMatchObject({
        status: 'partial',
        amountPaid: 1000.1,
        balanceDue: 1500,
      });
      const pending = await agent.get('/api/fleetfolio/dashboard/stats').expect(200);
      expect(pending.body.pendingInvoices).toBe(1);
      await agent
        .post(`/api/fleetfolio/invoices/${invoice.body.id}/payments`)
        .send({ paymentAmount: 1500.01 })
        .expect(400);
      const paid = await agent
        .post(`/api/fleetfolio/invoices/${invoice.body.id}/payments`)
        .send({ paymentAmount: 1499.9, otherDeductions: 0.1 })
        .expect(201);
      expect(paid.body).toMatchObject({
        status: 'paid',
        amountPaid: 2500.1,
        balanceDue: 0,
        paidAt: expect.any(String),
      });
      expect(await scoped(TmsInvoicePaymentModel, ownerId).countDocuments()).toBe(2);

      const pdf = await agent.get(`/api/fleetfolio/invoices/${invoice.body.id}/pdf`).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      await agent
        .post('/api/fleetfolio/documents')
        .field('kind', 'bol')
        .field('loadId', loadId)
        .attach('file', Buffer.from('%PDF-1.4\n%bol\n'), 'BOL-CH-1.pdf')
        .expect(201);
      const sent = await agent
        .post(`/api/fleetfolio/invoices/${invoice.body.id}/send`)
        .send({})
        .expect(200);
      expect(sent.body.sentAt).toEqual(expect.any(String));
      expect(sent.body.attachments).toEqual(['Invoice-INV-1.pdf', 'BOL-CH-1.pdf']);
      const invoiceMail = await caughtMail(
        (mail) => mail.subject?.startsWith('Invoice INV-1') ?? false,
        'the invoice',
      );
      expect(invoiceMail.attachments.map((file) => file.filename)).toEqual([
        'Invoice-INV-1.pdf',
        'BOL-CH-1.pdf',
      ]);

      const after = await agent.get('/api/fleetfolio/dashboard/stats').expect(200);
      expect(after.body).toMatchObject({
        activeTrips: 0,
        pendingInvoices: 0,
        totalRevenue: 2500.1,
        revenuePerMile: 2.5,
      });
      const activity = await agent.get('/api/fleetfolio/dashboard/activity').expect(200);
      const summaries = (activity.body as Array<{ summary: string }>).map((line) => line.summary);
      expect(summaries).toEqual(
        expect.arrayContaining(['Recorded a payment on invoice INV-1', 'Emailed invoice INV-1']),
      );
      const year = new Date().getUTCFullYear();
      const financial = await agent
        .get(`/api/fleetfolio/reports/financial?year=${year}`)
        .expect(200);
      expect(financial.body.months).toEqual([
        expect.objectContaining({
          revenue: 2500.1,
          driverPay: 650,
          expenses: 400.33,
          profit: 1449.77,
        }),
      ]);
      const fleet = await agent.get(`/api/fleetfolio/reports/fleet?year=${year}`).expect(200);
      expect(fleet.body.drivers.find((row: { id: string }) => row.id === driverId)).toMatchObject({
        trips: 1,
        miles: 1000,
        pay: 650,
      });
    },
    ROUTING_TIMEOUT_MS,
  );

  it(
    'stores nothing for invalid bodies',
    async () => {
      const carrier = await signedInCarrier(ctx);
      const { agent, id: ownerId } = carrier;
      const { loadId, driverId, truckId } = await setUp(carrier);
      const models = [
        TmsTripModel,
        TmsTripLoadModel,
        TmsTripStopModel,
        TmsExpenseModel,
        TmsInvoiceModel,
        TmsInvoicePaymentModel,
        TmsMilesByStateModel,
      ];
      const count = () =>
        Promise.all(models.map((model) => scoped(model as never, ownerId).countDocuments()));
      const before = await count();
      const invalid: Array<[string, Record<string, unknown>]> = [
        ['/api/fleetfolio/trips', {}],
        ['/api/fleetfolio/trips', { tripName: 'X', driverId: 'nope', truckId }],
        ['/api/fleetfolio/trips', { tripName: 'X', driverId, truckId, extra: 1 }],
        ['/api/fleetfolio/trips', { tripName: 'X', driverId: truckId, truckId }],
        ['/api/fleetfolio/trips', { tripName: 'X', driverId, truckId: driverId }],
        ['/api/fleetfolio/invoices', { invoiceNumber: 'I', loadId, amount: 10 }],
        ['/api/fleetfolio/invoices', { invoiceNumber: 'I', loadId, amount: -1 }],
        ['/api/fleetfolio/invoices', { invoiceNumber: '', loadId, amount: 1 }],
        [
          '/api/fleetfolio/reports/ifta',
          { year: 2026, quarter: 5, state: 'TX', miles: 1, fuelPurchased: 0 },
        ],
      ];
      for (const [url, body] of invalid) {
        const response = await agent.post(url).send(body);
        expect([400, 409]).toContain(response.status);
        expect(response.body.message).toEqual(expect.any(String));
      }
      expect(await count()).toEqual(before);
    },
    ROUTING_TIMEOUT_MS,
  );

  it(
    'refuses invalid expenses and uploads, and mails a support request to the company',
    async () => {
      const carrier = await signedInCarrier(ctx);
      const { agent, id: ownerId } = carrier;
      const { driverId, truckId } = await setUp(carrier);
      const trip = await agent
        .post('/api/fleetfolio/trips')
        .send({ tripName: 'TR-X', driverId, truckId })
        .expect(201);
      const url = `/api/fleetfolio/trips/${trip.body.id}/expenses`;
      await agent.post(url).send({ expenseType: 'fuel', amount: 10 }).expect(400);
      await agent.post(url).send({ expenseType: 'tolls', amount: 10, gallons: 3 }).expect(400);
      await agent.post(url).send({ expenseType: 'gas', amount: 10 }).expect(400);
      await agent
        .post(url)
        .field('expenseType', 'tolls')
        .field('amount', '12.5')
        .attach('file', Buffer.from('<html>nope</html>'), 'receipt.pdf')
        .expect(400);
      expect(await scoped(TmsExpenseModel, ownerId).countDocuments()).toBe(0);
      await agent.post('/api/fleetfolio/support').send({ subject: '', message: 'x' }).expect(400);
      const sent = await agent
        .post('/api/fleetfolio/support')
        .send({ subject: 'Invoice question', message: 'How do I add a factoring fee?' })
        .expect(200);
      expect(sent.body.message).toBe('Your message has been sent to our support team.');
      const mail = await caughtMail(withSubject('FleetFolio support: Invoice question'));
      expect(mail.text).toContain('How do I add a factoring fee?');
    },
    ROUTING_TIMEOUT_MS,
  );
});
