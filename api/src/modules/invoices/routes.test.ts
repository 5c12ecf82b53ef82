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
    expect(overdue.body.map((i: { id: string }) => i.id)).toEqual([late.body.id]);
    const pending = await admin.get('/api/admin/invoices?status=pending').expect(200);
    expect(pending.body.map((i: { id: string }) => i.id)).not.toContain(late.body.id);
    await admin.get('/api/admin/invoices?status=late').expect(400);
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
});
