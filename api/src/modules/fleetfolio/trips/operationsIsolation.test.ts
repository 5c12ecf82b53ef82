import {
  TmsExpenseModel,
  TmsInvoiceLoadModel,
  TmsInvoiceModel,
  TmsInvoicePaymentModel,
  TmsMilesByStateModel,
  TmsTripLoadModel,
  TmsTripModel,
  TmsTripStopModel,
} from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, truckInService } from '../test/carrierAccounts';

// Routing a trip over the state shapes is slow under jest (see api/src/routing/README.md).
const ROUTING_TIMEOUT_MS = 120_000;

const ctx = useTestDatabase();
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;
const base = '/api/fleetfolio';
const year = new Date().getUTCFullYear();
const quarter = Math.floor(new Date().getUTCMonth() / 3) + 1;

/** A carrier with one delivered trip, an expense with a receipt, a paid-in-part invoice and a document. */
async function busyCarrier(carrier: Carrier) {
  const { agent } = carrier;
  const [load] = (await agent.get(`${base}/loads`).expect(200)).body;
  const [driver] = (await agent.get(`${base}/drivers`).expect(200)).body;
  await agent
    .put(`${base}/loads/${load.id}`)
    .send({ ...load, id: undefined, isAssignedToTrip: undefined, status: 'planned' });
  const trip = (
    await agent
      .post(`${base}/trips`)
      .send({
        tripName: 'ISO-1',
        driverId: driver.id,
        truckId: await truckInService(agent),
        loadIds: [load.id],
      })
      .expect(201)
  ).body;
  const withExpense = (
    await agent
      .post(`${base}/trips/${trip.id}/expenses`)
      .field('expenseType', 'fuel')
      .field('amount', '100')
      .field('gallons', '25')
      .field('state', 'TX')
      .attach('file', Buffer.from('%PDF-1.4\n%r\n'), 'r.pdf')
      .expect(201)
  ).body;
  const dispatched = (await agent.post(`${base}/trips/${trip.id}/dispatch`).expect(200)).body;
  const invoice = (
    await agent
      .post(`${base}/invoices`)
      .send({ invoiceNumber: 'ISO-INV', loadId: load.id, amount: 100 })
      .expect(201)
  ).body;
  await agent
    .post(`${base}/invoices/${invoice.id}/payments`)
    .send({ paymentAmount: 10 })
    .expect(201);
  const customer = (
    await agent
      .post(`${base}/customers`)
      .send({ customerName: 'Iso Co', customerType: 'shipper', email: 'iso@example.com' })
      .expect(201)
  ).body;
  const document = (
    await agent
      .post(`${base}/documents`)
      .field('kind', 'pod')
      .field('tripId', trip.id)
      .attach('file', Buffer.from('%PDF-1.4\n%p\n'), 'pod.pdf')
      .expect(201)
  ).body;
  const ifta = (await agent.get(`${base}/reports/ifta?year=${year}&quarter=${quarter}`).expect(200))
    .body;
  return {
    trip: dispatched,
    expense: withExpense.expenses[0],
    invoice,
    customer,
    document,
    iftaRow: ifta.rows[0],
    load,
  };
}

describe('FleetFolio operations: owner isolation', () => {
  it(
    'never shows, changes or deletes another account’s trips, invoices, customers, documents or IFTA lines (0 leaks)',
    async () => {
      const a = await signedInCarrier(ctx);
      const b = await signedInCarrier(ctx);
      const of = await busyCarrier(a);
      const stop = of.trip.stops[0];
      const probes: Array<[string, string, unknown?]> = [
        ['get', `${base}/trips/${of.trip.id}`],
        ['delete', `${base}/trips/${of.trip.id}`],
        ['patch', `${base}/trips/${of.trip.id}/miles`, { totalMiles: 1 }],
        ['post', `${base}/trips/${of.trip.id}/dispatch`, {}],
        ['post', `${base}/trips/${of.trip.id}/stops/${stop.id}/complete`, {}],
        ['post', `${base}/trips/${of.trip.id}/loads`, { loadId: of.load.id }],
        ['delete', `${base}/trips/${of.trip.id}/loads/${of.load.id}`],
        ['delete', `${base}/trips/${of.trip.id}/expenses/${of.expense.id}`],
        ['get', of.expense.receiptUrl],
        ['get', `${base}/invoices/${of.invoice.id}`],
        ['get', `${base}/invoices/${of.invoice.id}/pdf`],
        ['post', `${base}/invoices/${of.invoice.id}/payments`, { paymentAmount: 1 }],
        ['post', `${base}/invoices/${of.invoice.id}/send`, {}],
        ['delete', `${base}/invoices/${of.invoice.id}`],
        ['get', `${base}/customers/${of.customer.id}`],
        [
          'put',
          `${base}/customers/${of.customer.id}`,
          { customerName: 'X', customerType: 'shipper' },
        ],
        ['delete', `${base}/customers/${of.customer.id}`],
        ['get', `${base}/documents/${of.document.id}`],
        ['delete', `${base}/documents/${of.document.id}`],
        ['put', `${base}/reports/ifta/${of.iftaRow.id}`, { miles: 1, fuelPurchased: 0 }],
        ['delete', `${base}/reports/ifta/${of.iftaRow.id}`],
      ];
      let leaks = 0;
      for (const [method, url, body] of probes) {
        const request = (
          b.agent as unknown as Record<
            string,
            (url: string) => { send(body: unknown): Promise<{ status: number }> }
          >
        )[method]!(url);
        const answer = await request.send(body ?? undefined);
        if (answer.status !== 404) {
          leaks += 1;
          console.log(`leak: ${method} ${url} answered ${answer.status}`);
        }
      }
      const idsOfA = JSON.stringify(of);
      const lists = [
        'trips',
        'invoices',
        'customers',
        'documents',
        `documents?tripId=${of.trip.id}`,
        `reports/ifta?year=${year}&quarter=${quarter}`,
        `reports/financial?year=${year}`,
        `reports/fleet?year=${year}`,
        'dashboard/activity',
      ];
      for (const list of lists) {
        const body = (await b.agent.get(`${base}/${list}`).expect(200)).body;
        const ids = JSON.stringify(body).match(/[0-9a-f]{24}/g) ?? [];
        leaks += ids.filter((id) => idsOfA.includes(id)).length;
      }
      const models = {
        tms_trips: TmsTripModel,
        tms_trip_loads: TmsTripLoadModel,
        tms_trip_stops: TmsTripStopModel,
        tms_expenses: TmsExpenseModel,
        tms_invoices: TmsInvoiceModel,
        tms_invoice_loads: TmsInvoiceLoadModel,
        tms_invoice_payments: TmsInvoicePaymentModel,
        tms_miles_by_state: TmsMilesByStateModel,
      };
      for (const [name, model] of Object.entries(models)) {
        const ofA = await scoped(model as never, a.id).countDocuments();
        const ofB = await scoped(model as never, b.id).countDocuments();
        console.log(`${name}: A has ${ofA}, B sees ${ofB}`);
        expect(ofA).toBeGreaterThan(0);
        leaks += ofB;
      }
      const still = (await a.agent.get(`${base}/trips/${of.trip.id}`).expect(200)).body;
      expect(still).toMatchObject({
        status: 'dispatched',
        expenses: [expect.objectContaining({ id: of.expense.id })],
      });
      await a.agent.get(`${base}/documents/${of.document.id}`).expect(200);
      console.log(
        `operations isolation: ${probes.length} probes, ${lists.length} lists, ${leaks} leaks`,
      );
      expect(leaks).toBe(0);
    },
    ROUTING_TIMEOUT_MS,
  );

  it(
    'answers 401 without a session',
    async () => {
      for (const url of [
        'trips',
        'invoices',
        'customers',
        'documents',
        `reports/financial?year=${year}`,
      ]) {
        await ctx.request().get(`${base}/${url}`).expect(401);
      }
      await ctx.request().post(`${base}/support`).send({ subject: 'a', message: 'b' }).expect(401);
    },
    ROUTING_TIMEOUT_MS,
  );
});
