import { InvoiceModel } from '../../db/models';
import { useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { createdShipment } from '../shipments/testing';

const context = useTestDatabase();

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('admin invoices', () => {
  it('issues a pending invoice with a unique number and refuses bad input', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'billing@example.com');
    const url = `/api/admin/shipments/${shipment.id}/invoices`;
    const issued = await admin
      .post(url)
      .send({ amount: 1999.99, dueDate: isoDay(30) })
      .expect(201);
    expect(issued.body).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-[0-9A-Z]{10}$/),
      amount: 1999.99,
      status: 'pending',
      shipmentNumber: shipment.shipmentNumber,
      customerEmail: 'billing@example.com',
      paidAt: null,
    });
    for (const body of [
      { amount: 0, dueDate: isoDay(1) },
      { amount: 10 },
      { amount: 10, dueDate: isoDay(1), status: 'paid' },
    ]) {
      await admin.post(url).send(body).expect(400);
    }
    await admin
      .post('/api/admin/shipments/0123456789abcdef01234567/invoices')
      .send({ amount: 5, dueDate: isoDay(1) })
      .expect(404);
    expect(await InvoiceModel.countDocuments()).toBe(1);
    await context
      .request()
      .post(url)
      .send({ amount: 5, dueDate: isoDay(1) })
      .expect(401);
  });

  it('shows an unpaid invoice past its due date as overdue and filters by it', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'late@example.com');
    const url = `/api/admin/shipments/${shipment.id}/invoices`;
    const late = await admin
      .post(url)
      .send({ amount: 500, dueDate: isoDay(-3) })
      .expect(201);
    const today = await admin
      .post(url)
      .send({ amount: 600, dueDate: isoDay(0) })
      .expect(201);
    expect(late.body.status).toBe('overdue');
    expect(today.body.status).toBe('pending');
    expect((await InvoiceModel.findById(late.body.id).lean())?.status).toBe('pending');

    const overdue = await admin.get('/api/admin/invoices?status=overdue').expect(200);
    expect(overdue.body.items.map((i: { id: string }) => i.id)).toEqual([late.body.id]);
    expect(overdue.body.total).toBe(1);
    const pending = await admin.get('/api/admin/invoices?status=pending').expect(200);
    expect(pending.body.items.map((i: { id: string }) => i.id)).not.toContain(late.body.id);
    await admin.get('/api/admin/invoices?status=late').expect(400);
  });

  it('answers one invoice by its id as the table shows it, 404 unknown, 400 malformed, 401 without staff', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'opened@example.com');
    const issued = await admin
      .post(`/api/admin/shipments/${shipment.id}/invoices`)
      .send({ amount: 450, dueDate: isoDay(-5), notes: 'Net 30' })
      .expect(201);
    const one = await admin.get(`/api/admin/invoices/${issued.body.id}`).expect(200);
    expect(one.body).toEqual(issued.body);
    expect(one.body).toMatchObject({
      status: 'overdue',
      customerEmail: 'opened@example.com',
      shipmentNumber: shipment.shipmentNumber,
      notes: 'Net 30',
    });
    expect(one.headers['cache-control']).toBe('no-store');
    const unknown = await admin.get('/api/admin/invoices/0123456789abcdef01234567').expect(404);
    expect(unknown.body.message).toBe('Invoice not found');
    await admin.get('/api/admin/invoices/not-an-id').expect(400);
    await context.request().get(`/api/admin/invoices/${issued.body.id}`).expect(401);
  });

  it('marks an invoice paid once, keeping the first payment date', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'payer@example.com');
    const issued = await admin
      .post(`/api/admin/shipments/${shipment.id}/invoices`)
      .send({ amount: 700, dueDate: isoDay(-10) })
      .expect(201);
    const paid = await admin
      .patch(`/api/admin/invoices/${issued.body.id}/paid`)
      .send({})
      .expect(200);
    expect(paid.body.status).toBe('paid');
    const stored = await InvoiceModel.findById(issued.body.id).lean();
    expect(stored?.status).toBe('paid');
    expect(stored?.paidAt).toBeInstanceOf(Date);
    const again = await admin
      .patch(`/api/admin/invoices/${issued.body.id}/paid`)
      .send({})
      .expect(200);
    expect(again.body.paidAt).toBe(stored?.paidAt?.toISOString());
    await admin
      .patch(`/api/admin/invoices/${issued.body.id}/paid`)
      .send({ paidAt: '2020-01-01' })
      .expect(400);
  });

  it('marks several invoices paid at once, saying what happened to each', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'bulk@example.com');
    const issue = async (amount: number) =>
      (
        await admin
          .post(`/api/admin/shipments/${shipment.id}/invoices`)
          .send({ amount, dueDate: isoDay(10) })
          .expect(201)
      ).body.id as string;
    const [first, second, earlier, cancelled] = [
      await issue(100),
      await issue(200),
      await issue(300),
      await issue(400),
    ];
    await admin.patch(`/api/admin/invoices/${earlier}/paid`).send({}).expect(200);
    const earlierPaidAt = (await InvoiceModel.findById(earlier).lean())?.paidAt;
    await InvoiceModel.updateOne({ _id: cancelled }, { $set: { status: 'cancelled' } });
    const unknown = '0123456789abcdef01234567';

    const answer = await admin
      .post('/api/admin/invoices/paid')
      .send({ ids: [first, second, earlier, cancelled, unknown] })
      .expect(200);
    expect(answer.body).toEqual({
      paid: 2,
      results: [
        { id: first, outcome: 'paid' },
        { id: second, outcome: 'paid' },
        { id: earlier, outcome: 'already_paid' },
        { id: cancelled, outcome: 'cancelled' },
        { id: unknown, outcome: 'not_found' },
      ],
    });
    const stored = await InvoiceModel.find({ shipmentId: shipment.id }).sort({ amount: 1 }).lean();
    expect(stored.map((invoice) => invoice.status)).toEqual(['paid', 'paid', 'paid', 'cancelled']);
    expect(stored[2]?.paidAt).toEqual(earlierPaidAt);

    const cheapest = await admin
      .get(`/api/admin/invoices?sort=amount&dir=asc&limit=3&q=${stored[0]?.invoiceNumber}`)
      .expect(200);
    expect(cheapest.body).toMatchObject({ total: 1, items: [{ amount: 100 }], nextCursor: null });
    const paid = await admin
      .get('/api/admin/invoices?status=paid&sort=amount&dir=desc')
      .expect(200);
    // Other tests' paid invoices share the database: ours appear among them, largest first.
    const amounts = paid.body.items.map((invoice: { amount: number }) => invoice.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts.filter((amount: number) => amount <= 300)).toEqual([300, 200, 100]);
    await admin.get('/api/admin/invoices?sort=customerEmail').expect(400);
  });

  it('refuses a bad bulk request with a 400 naming the field, and pays nothing', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'badbulk@example.com');
    const issued = await admin
      .post(`/api/admin/shipments/${shipment.id}/invoices`)
      .send({ amount: 50, dueDate: isoDay(10) })
      .expect(201);
    const id = issued.body.id as string;
    for (const body of [
      {},
      { ids: [] },
      { ids: 'all' },
      { ids: [id, id] },
      { ids: [id, 'not-an-id'] },
      { ids: [id], paidAt: '2020-01-01' },
      { ids: Array.from({ length: 101 }, (_, index) => index.toString(16).padStart(24, '0')) },
    ]) {
      const refused = await admin.post('/api/admin/invoices/paid').send(body).expect(400);
      expect(Object.keys(refused.body.errors ?? {}).join()).toMatch(/ids|paidAt/);
    }
    expect((await InvoiceModel.findById(id).lean())?.status).toBe('pending');
    await context
      .request()
      .post('/api/admin/invoices/paid')
      .send({ ids: [id] })
      .expect(401);
    expect((await InvoiceModel.findById(id).lean())?.status).toBe('pending');
  });
});
