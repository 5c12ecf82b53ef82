import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import { TmsInvoiceLoadModel, TmsInvoiceModel, TmsPlannedLoadModel } from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier } from '../test/carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
const API = '/api/fleetfolio';
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

/** The id of one of the account's sample loads (LD-1002 is in transit, so it can be invoiced). */
async function sampleLoad(carrier: Carrier, loadNumber = 'LD-1002') {
  const load = await scoped(TmsPlannedLoadModel, carrier.id).findOne({ loadNumber });
  return String(load!._id);
}

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
});
