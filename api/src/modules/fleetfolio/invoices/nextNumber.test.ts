import { TmsInvoiceModel } from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier } from '../test/carrierAccounts';

const ctx = useTestDatabase();
const NEXT = '/api/fleetfolio/invoices/next-number';

describe('the next invoice number', () => {
  it("follows the carrier's own INV- sequence, never another carrier's", async () => {
    const carrier = await signedInCarrier(ctx);
    const other = await signedInCarrier(ctx);
    expect((await carrier.agent.get(NEXT).expect(200)).body).toEqual({ invoiceNumber: 'INV-0001' });

    const invoices = scoped(TmsInvoiceModel, carrier.id);
    for (const invoiceNumber of ['INV-0009', 'INV-0010', 'ACME-99999', 'INV-12x'])
      await invoices.create({ invoiceNumber, totalAmount: 1, balanceDue: 1 });
    await scoped(TmsInvoiceModel, other.id).create({ invoiceNumber: 'INV-5000' });

    expect((await carrier.agent.get(NEXT).expect(200)).body).toEqual({ invoiceNumber: 'INV-0011' });
    expect((await other.agent.get(NEXT).expect(200)).body).toEqual({ invoiceNumber: 'INV-5001' });
  });

  it('answers only a signed-in carrier, and refuses a query', async () => {
    await ctx.request().get(NEXT).expect(401);
    const carrier = await signedInCarrier(ctx);
    await carrier.agent.get(`${NEXT}?after=INV-0001`).expect(400);
  });
});
