import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import {
  TmsDeletedRecordModel,
  TmsInvoiceLoadModel,
  TmsInvoiceModel,
  TmsPlannedLoadModel,
} from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember } from '../test/carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
const API = '/api/fleetfolio';
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

/** The id of one of the account's sample loads (LD-1002 is in transit, so it can be invoiced). */
async function sampleLoad(carrier: Carrier, loadNumber = 'LD-1002') {
  const load = await scoped(TmsPlannedLoadModel, carrier.id).findOne({ loadNumber });
  return String(load!._id);
}

/** Adds a load with this status, delivered on `deliveryDate`. */
async function addLoad(carrier: Carrier, loadNumber: string, status: string, deliveryDate: string) {
  const res = await carrier.agent
    .post(`${API}/loads`)
    .send({
      loadNumber,
      customer: `${loadNumber} Grain Co`,
      pickupLocation: 'Omaha, NE',
      deliveryLocation: 'Denver, CO',
      pickupDate: '2030-01-01',
      deliveryDate,
      rate: 1000,
      status,
    })
    .expect(201);
  return res.body.id as string;
}

type Row = { loadNumber: string };
const numbers = (body: { items: Row[] }) => body.items.map((load) => load.loadNumber);

const stored = async (carrier: Carrier) => ({
  invoices: await scoped(TmsInvoiceModel, carrier.id).countDocuments(),
  links: await scoped(TmsInvoiceLoadModel, carrier.id).countDocuments(),
});

describe('FleetFolio invoices', () => {
  it('stores one invoice from two creates of the same load at once (a double click)', async () => {
    const carrier = await signedInCarrier(t);
    const body = { invoiceNumber: 'INV-0001', loadId: await sampleLoad(carrier), amount: 1850 };
    const answers = await Promise.all(
      [1, 2].map(() => carrier.agent.post(`${API}/invoices`).send(body)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    // The same body twice: the unique number or the unique load link refuses the second.
    expect([
      FLEET_OPERATIONS_MESSAGES.loadAlreadyInvoiced,
      'An invoice with number INV-0001 already exists',
    ]).toContain(refused.body.message);
    expect(await stored(carrier)).toEqual({ invoices: 1, links: 1 });
  });

  it('refuses a second invoice of a load sent at once under another number', async () => {
    const carrier = await signedInCarrier(t);
    const loadId = await sampleLoad(carrier);
    const answers = await Promise.all(
      ['INV-0001', 'INV-0002'].map((invoiceNumber) =>
        carrier.agent.post(`${API}/invoices`).send({ invoiceNumber, loadId, amount: 1850 }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      FLEET_OPERATIONS_MESSAGES.loadAlreadyInvoiced,
    );
    expect(await stored(carrier)).toEqual({ invoices: 1, links: 1 });
  });

  it('offers the carrier’s loads on the road or delivered that no invoice names, paged and searchable', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const invoiced = await addLoad(carrier, 'DL-1', 'delivered', '2030-01-05');
    await addLoad(carrier, 'DL-2', 'delivered', '2030-01-09');
    await addLoad(carrier, 'PL-1', 'planned', '2030-01-07');
    await addLoad(carrier, 'CX-1', 'cancelled', '2030-01-08');
    await addLoad(other, 'THEIRS-1', 'delivered', '2030-01-06');
    const invoice = await carrier.agent
      .post(`${API}/invoices`)
      .send({ invoiceNumber: 'INV-0001', loadId: invoiced, amount: 1000 })
      .expect(201);
    const offered = (query = '') => carrier.agent.get(`${API}/invoices/invoiceable-loads${query}`);

    const all = await offered().expect(200);
    // The latest delivery first: DL-2 (2030), then the sample LD-1002 (in transit, due tomorrow).
    expect([numbers(all.body), all.body.total]).toEqual([['DL-2', 'LD-1002'], 2]);
    expect(all.body.items[0]).toMatchObject({ status: 'delivered', rate: 1000 });
    const first = await offered('?limit=1').expect(200);
    expect([numbers(first.body), first.body.total]).toEqual([['DL-2'], 2]);
    const next = await offered(`?limit=1&cursor=${first.body.nextCursor}`).expect(200);
    expect([numbers(next.body), next.body.nextCursor]).toEqual([['LD-1002'], null]);
    const searched = await offered('?q=dl-2 grain').expect(200);
    expect([numbers(searched.body), searched.body.total]).toEqual([['DL-2'], 1]);
    expect(numbers((await offered('?q=THEIRS').expect(200)).body)).toEqual([]);
    const theirs = await other.agent.get(`${API}/invoices/invoiceable-loads`).expect(200);
    expect(numbers(theirs.body).sort()).toEqual(['LD-1002', 'THEIRS-1']);

    await carrier.agent.delete(`${API}/invoices/${invoice.body.id}`).expect(204);
    expect(numbers((await offered().expect(200)).body)).toEqual(['DL-2', 'DL-1', 'LD-1002']);
  });

  it('answers the invoiceable loads to the owner only, and refuses a bad query', async () => {
    const carrier = await signedInCarrier(t);
    const dispatcher = await signedInMember(t, carrier, 'dispatcher');
    await dispatcher.agent.get(`${API}/invoices/invoiceable-loads`).expect(403);
    await t.request().get(`${API}/invoices/invoiceable-loads`).expect(401);
    for (const query of ['status=planned', 'sort=rate', 'ownerId=x', 'limit=500', 'q[$ne]=x']) {
      const res = await carrier.agent.get(`${API}/invoices/invoiceable-loads?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
    }
  });

  it('refuses to delete an invoice with payments, naming it, and deletes one without', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const create = async (invoiceNumber: string, loadId: string) =>
      (
        await carrier.agent
          .post(`${API}/invoices`)
          .send({ invoiceNumber, loadId, amount: 1000 })
          .expect(201)
      ).body.id as string;
    const partly = await create('INV-0001', await sampleLoad(carrier));
    const paid = await create(
      'INV-0002',
      await addLoad(carrier, 'DL-1', 'delivered', '2030-01-05'),
    );
    const open = await create(
      'INV-0003',
      await addLoad(carrier, 'DL-2', 'delivered', '2030-01-06'),
    );
    await carrier.agent
      .post(`${API}/invoices/${partly}/payments`)
      .send({ paymentAmount: 100 })
      .expect(201);
    await carrier.agent
      .post(`${API}/invoices/mark-paid`)
      .send({ ids: [paid] })
      .expect(200);

    const refusedPartly = await carrier.agent.delete(`${API}/invoices/${partly}`).expect(409);
    expect(refusedPartly.body.message).toBe(
      'Invoice INV-0001 has a payment recorded: an invoice with payments cannot be deleted.',
    );
    const refusedPaid = await carrier.agent.delete(`${API}/invoices/${paid}`).expect(409);
    expect(refusedPaid.body.message).toContain('Invoice INV-0002 has a payment recorded');
    await other.agent.delete(`${API}/invoices/${open}`).expect(404);
    expect(await stored(carrier)).toEqual({ invoices: 3, links: 3 });
    expect(await scoped(TmsDeletedRecordModel, carrier.id).countDocuments()).toBe(0);

    await carrier.agent.delete(`${API}/invoices/${open}`).expect(204);
    expect(await stored(carrier)).toEqual({ invoices: 2, links: 2 });
    expect(await scoped(TmsDeletedRecordModel, carrier.id).countDocuments()).toBe(1);
  });
});
