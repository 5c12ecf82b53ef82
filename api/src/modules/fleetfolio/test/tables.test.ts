import { Types } from 'mongoose';
import { TmsInvoiceModel, TmsInvoicePaymentModel } from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember } from './carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
const API = '/api/fleetfolio';
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

/** Invoices stored directly (the invoice flow has its own tests): numbers and amounts. */
async function invoices(carrier: Carrier, rows: Array<[string, number]>) {
  const store = scoped(TmsInvoiceModel, carrier.id);
  const ids: string[] = [];
  for (const [invoiceNumber, totalAmount] of rows) {
    const created = await store.create({ invoiceNumber, totalAmount, balanceDue: totalAmount });
    ids.push(String(created._id));
  }
  return ids;
}

const numbers = (body: { items: { invoiceNumber: string }[] }) =>
  body.items.map((item) => item.invoiceNumber);

describe('FleetFolio tables (issue 23)', () => {
  it('pages the invoices with search, status, sort, a cursor and a count, only the carrier’s', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    await invoices(carrier, [
      ['INV-001', 100],
      ['INV-002', 300],
      ['INV-003', 200],
      ['OTHER-9', 50],
    ]);
    await invoices(other, [['INV-004', 999]]);

    const first = await carrier.agent
      .get(`${API}/invoices/page?sort=totalAmount&dir=desc&limit=2`)
      .expect(200);
    expect(numbers(first.body)).toEqual(['INV-002', 'INV-003']);
    expect(first.body.total).toBe(4);
    const second = await carrier.agent
      .get(`${API}/invoices/page?sort=totalAmount&dir=desc&limit=2&cursor=${first.body.nextCursor}`)
      .expect(200);
    expect(numbers(second.body)).toEqual(['INV-001', 'OTHER-9']);
    expect(second.body.nextCursor).toBeNull();

    const searched = await carrier.agent.get(
      `${API}/invoices/page?q=inv-&sort=invoiceNumber&dir=asc`,
    );
    expect(numbers(searched.body)).toEqual(['INV-001', 'INV-002', 'INV-003']);
    expect(searched.body.total).toBe(3);
    const theirs = await other.agent.get(`${API}/invoices/page?q=INV`).expect(200);
    expect([numbers(theirs.body), theirs.body.total]).toEqual([['INV-004'], 1]);

    const paidOnly = await carrier.agent.get(`${API}/invoices/page?status=paid`).expect(200);
    expect([paidOnly.body.items, paidOnly.body.total]).toEqual([[], 0]);
    await carrier.agent.get(`${API}/invoices/page?status=lost`).expect(400);
    await carrier.agent.get(`${API}/invoices/page?ownerId=${other.id}`).expect(400);
    await carrier.agent.get(`${API}/invoices/page?cursor=garbled`).expect(400);
  });

  it('finds invoices by their customer’s name too, never through another carrier’s customers', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const customer = async (owner: Carrier, customerName: string) =>
      (
        await owner.agent
          .post(`${API}/customers`)
          .send({ customerName, customerType: 'customer' })
          .expect(201)
      ).body.id as string;
    const acme = await customer(carrier, 'Acme (Tulsa) Foods');
    const theirAcme = await customer(other, 'Acme (Tulsa) Foods');
    const [mine] = await invoices(carrier, [['INV-100', 10]]);
    await invoices(carrier, [['ACME-7', 20]]);
    await scoped(TmsInvoiceModel, carrier.id).updateById(mine!, {
      customerId: new Types.ObjectId(acme),
    });
    const [theirs] = await invoices(other, [['INV-200', 30]]);
    await scoped(TmsInvoiceModel, other.id).updateById(theirs!, {
      customerId: new Types.ObjectId(theirAcme),
    });

    const found = await carrier.agent
      .get(`${API}/invoices/page?q=acme (tulsa&sort=invoiceNumber&dir=asc`)
      .expect(200);
    expect([numbers(found.body), found.body.total]).toEqual([['INV-100'], 1]);
    expect(found.body.items[0].customerName).toBe('Acme (Tulsa) Foods');
    const byBoth = await carrier.agent
      .get(`${API}/invoices/page?q=acme&sort=invoiceNumber&dir=asc`)
      .expect(200);
    expect(numbers(byBoth.body)).toEqual(['ACME-7', 'INV-100']);
    const none = await carrier.agent.get(`${API}/invoices/page?q=nobody`).expect(200);
    expect(none.body.total).toBe(0);
  });

  it('marks several invoices paid with their balance, skipping paid ones and other carriers’', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const [a, b, c] = await invoices(carrier, [
      ['INV-A', 120.5],
      ['INV-B', 80],
      ['INV-C', 10],
    ]);
    const [theirs] = await invoices(other, [['INV-X', 70]]);
    await carrier.agent
      .post(`${API}/invoices/${c}/payments`)
      .send({ paymentAmount: 10 })
      .expect(201);

    const res = await carrier.agent
      .post(`${API}/invoices/mark-paid`)
      .send({ ids: [a, b, c, theirs] })
      .expect(200);
    expect(res.body).toEqual({
      paid: [
        { id: a, invoiceNumber: 'INV-A' },
        { id: b, invoiceNumber: 'INV-B' },
      ],
      skipped: [
        { id: c, invoiceNumber: 'INV-C', reason: 'Already paid' },
        { id: theirs, invoiceNumber: null, reason: 'Invoice not found' },
      ],
    });
    const stored = scoped(TmsInvoiceModel, carrier.id);
    expect(await stored.findById(a!)).toMatchObject({ status: 'paid', amountPaid: 120.5 });
    expect(await stored.findById(b!)).toMatchObject({ status: 'paid', balanceDue: 0 });
    const payments = scoped(TmsInvoicePaymentModel, carrier.id);
    expect(await payments.countDocuments({ invoiceId: new Types.ObjectId(c) })).toBe(1);
    expect(await scoped(TmsInvoiceModel, other.id).findById(theirs!)).toMatchObject({
      status: 'unpaid',
    });
    expect(await scoped(TmsInvoicePaymentModel, other.id).countDocuments()).toBe(0);

    const paid = await carrier.agent.get(
      `${API}/invoices/page?status=paid&sort=invoiceNumber&dir=asc`,
    );
    expect(numbers(paid.body)).toEqual(['INV-A', 'INV-B', 'INV-C']);
  });

  it('refuses a bad bulk body and a dispatcher, storing nothing', async () => {
    const carrier = await signedInCarrier(t);
    const dispatcher = await signedInMember(t, carrier, 'dispatcher');
    const [a] = await invoices(carrier, [['INV-A', 10]]);
    for (const body of [
      {},
      { ids: [] },
      { ids: ['nope'] },
      { ids: [a, a] },
      { ids: [a], all: true },
    ]) {
      const res = await carrier.agent.post(`${API}/invoices/mark-paid`).send(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
    }
    await dispatcher.agent
      .post(`${API}/invoices/mark-paid`)
      .send({ ids: [a] })
      .expect(403);
    await dispatcher.agent.get(`${API}/invoices/page`).expect(403);
    expect(await scoped(TmsInvoicePaymentModel, carrier.id).countDocuments()).toBe(0);
  });

  it('pages trips and customers of the carrier only, with their filters', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    for (const customerName of ['Zeta Foods', 'Alpha Mills']) {
      await other.agent
        .post(`${API}/customers`)
        .send({ customerName, customerType: 'consignee' })
        .expect(201);
    }
    await carrier.agent
      .post(`${API}/customers`)
      .send({ customerName: 'Beta Steel', customerType: 'consignee', city: 'Tulsa' })
      .expect(201);
    const brokers = await carrier.agent
      .get(`${API}/customers/page?status=consignee&sort=customerName&dir=asc`)
      .expect(200);
    expect(brokers.body.items.map((row: { customerName: string }) => row.customerName)).toEqual([
      'Beta Steel',
    ]);
    expect(brokers.body.total).toBe(1);
    const byCity = await carrier.agent.get(`${API}/customers/page?q=tuls`).expect(200);
    expect(byCity.body.total).toBe(1);
    const all = await carrier.agent.get(`${API}/customers/page`).expect(200);
    const theirs = await other.agent.get(`${API}/customers/page`).expect(200);
    const mine = new Set(all.body.items.map((row: { id: string }) => row.id));
    expect(theirs.body.items.filter((row: { id: string }) => mine.has(row.id))).toEqual([]);

    const trips = await carrier.agent.get(`${API}/trips/page?status=planned`).expect(200);
    expect(trips.body).toEqual({ items: [], total: 0, nextCursor: null });
    await carrier.agent.get(`${API}/trips/page?status=lost`).expect(400);
  });
});
