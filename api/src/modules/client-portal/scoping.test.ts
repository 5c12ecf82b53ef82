import { ClientPortalUserModel, InvoiceModel, QuoteRequestModel } from '../../db/models';
import { useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { createdShipment, storedQuote } from '../shipments/testing';
import { confirmedClientAgent } from './testing';

const context = useTestDatabase();

const CLIENTS = ['alpha@clients.test', 'beta@clients.test'] as const;
const PER_CLIENT = 4;

interface Owned {
  shipments: Array<{ id: string; shipmentNumber: string }>;
  invoices: Array<{ id: string; invoiceNumber: string }>;
  quotes: string[];
}

const owned: Record<string, Owned> = {};

beforeAll(async () => {
  const admin = await signedInAdmin(context);
  for (const email of CLIENTS) {
    owned[email] = { shipments: [], invoices: [], quotes: [] };
    for (let i = 0; i < PER_CLIENT; i += 1) {
      // The quote email is typed in another letter case than the account's: it is still theirs.
      const shipment = await createdShipment(admin, i % 2 ? email.toUpperCase() : email);
      const invoice = await admin
        .post(`/api/admin/shipments/${shipment.id}/invoices`)
        .send({ amount: 1000 + i, dueDate: '2027-01-15' })
        .expect(201);
      const quote = await storedQuote(email);
      owned[email].shipments.push(shipment);
      owned[email].invoices.push(invoice.body);
      owned[email].quotes.push(String(quote._id));
    }
  }
  // As if the owner of each address confirmed their quotes from the mailed link.
  await QuoteRequestModel.updateMany({}, { $set: { emailConfirmedAt: new Date() } });
});

describe('client data isolation', () => {
  it("never shows one client another client's shipments, invoices or quotes", async () => {
    let leaks = 0;
    let checks = 0;
    for (const [email, other] of [
      [CLIENTS[0], CLIENTS[1]],
      [CLIENTS[1], CLIENTS[0]],
    ] as const) {
      const agent = await confirmedClientAgent(context, email);
      const mine = owned[email]!;
      const theirs = owned[other]!;

      const shipments = (await agent.get('/api/client-portal/shipments').expect(200)).body;
      const invoices = (await agent.get('/api/client-portal/invoices').expect(200)).body;
      const quotes = (await agent.get('/api/client-portal/quotes').expect(200)).body;
      expect(shipments.map((s: { id: string }) => s.id).sort()).toEqual(
        mine.shipments.map((s) => s.id).sort(),
      );
      expect(invoices.map((i: { id: string }) => i.id).sort()).toEqual(
        mine.invoices.map((i) => i.id).sort(),
      );
      // Each shipment's quote plus the extra quote per round.
      expect(quotes).toHaveLength(PER_CLIENT * 2);

      const listed = JSON.stringify([shipments, invoices, quotes]);
      for (const item of [...theirs.shipments, ...theirs.invoices]) {
        checks += 1;
        if (listed.includes(item.id)) leaks += 1;
      }
      for (const shipment of theirs.shipments) {
        checks += 1;
        if (listed.includes(shipment.shipmentNumber)) leaks += 1;
      }
      for (const quote of theirs.quotes) {
        checks += 1;
        if (listed.includes(quote)) leaks += 1;
      }

      const byId = [
        ...theirs.shipments.map((s) => `/api/client-portal/shipments/${s.id}`),
        ...theirs.invoices.map((i) => `/api/client-portal/invoices/${i.id}`),
        ...theirs.invoices.map((i) => `/api/client-portal/invoices/${i.id}/pdf`),
      ];
      for (const url of byId) {
        checks += 1;
        const response = await agent.get(url);
        if (response.status !== 404) leaks += 1;
      }
      for (const url of [
        ...mine.shipments.map((s) => `/api/client-portal/shipments/${s.id}`),
        ...mine.invoices.map((i) => `/api/client-portal/invoices/${i.id}`),
      ]) {
        await agent.get(url).expect(200);
      }
    }
    console.log(`client isolation: ${checks} cross-account checks, ${leaks} leaks`);
    expect(checks).toBe(2 * (PER_CLIENT * 3 + PER_CLIENT * 3 + PER_CLIENT));
    expect(leaks).toBe(0);
  });

  it('answers 401 to every private read without a client session', async () => {
    const invoice = owned[CLIENTS[0]]!.invoices[0]!;
    for (const url of [
      '/api/client-portal/shipments',
      '/api/client-portal/invoices',
      '/api/client-portal/quotes',
      `/api/client-portal/invoices/${invoice.id}/pdf`,
    ]) {
      await context.request().get(url).expect(401);
    }
  });

  it("serves the client's own invoice as a real PDF", async () => {
    const agent = context.agent();
    await agent
      .post('/api/client-portal/login')
      .send({ email: CLIENTS[0], password: 'a long password' })
      .expect(200);
    const invoice = owned[CLIENTS[0]]!.invoices[0]!;
    const response = await agent
      .get(`/api/client-portal/invoices/${invoice.id}/pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.invoiceNumber}.pdf"`,
    );
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toMatch(/%%EOF/);
  });

  it('links invoices issued after registration to the client account', async () => {
    const client = await ClientPortalUserModel.findOne({ email: CLIENTS[0] }).lean();
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, CLIENTS[0]);
    const invoice = await admin
      .post(`/api/admin/shipments/${shipment.id}/invoices`)
      .send({ amount: 99, dueDate: '2027-02-01' })
      .expect(201);
    const stored = await InvoiceModel.findById(invoice.body.id).lean();
    expect(String(stored?.clientId)).toBe(String(client?._id));
  });

  it("lets a client download their shipment's documents and no one else's", async () => {
    const admin = await signedInAdmin(context);
    const shipment = owned[CLIENTS[0]]!.shipments[0]!;
    const attached = await admin
      .post(`/api/admin/shipments/${shipment.id}/documents`)
      .field('kind', 'POD')
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'pod.pdf')
      .expect(201);
    const url = `/api/client-portal/shipments/${shipment.id}/documents/${attached.body.documents[0].id}`;
    const owner = context.agent();
    await owner
      .post('/api/client-portal/login')
      .send({ email: CLIENTS[0], password: 'a long password' })
      .expect(200);
    const listed = await owner.get('/api/client-portal/shipments').expect(200);
    const mine = listed.body.find((entry: { id: string }) => entry.id === shipment.id);
    expect(mine.documents).toEqual([expect.objectContaining({ kind: 'POD', filename: 'pod.pdf' })]);
    const download = await owner.get(url).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const other = context.agent();
    await other
      .post('/api/client-portal/login')
      .send({ email: CLIENTS[1], password: 'a long password' })
      .expect(200);
    await other.get(url).expect(404);
    await context.request().get(url).expect(401);
  });
});
