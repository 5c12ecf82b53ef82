import { Types } from 'mongoose';
import { QuoteRequestModel } from '../../db/models';
import { StatusChangeRecord } from '../../db/models/status_changes';
import { useTestDatabase } from '../../test';
import { changeStatus } from './statusChange';

useTestDatabase();

const quotedQuote = () =>
  QuoteRequestModel.create({
    companyName: 'Acme Foods',
    contactName: 'Ann Lee',
    email: 'ann@acme.test',
    phone: '(555) 123-4567',
    pickupLocation: 'Dallas, TX',
    deliveryLocation: 'Atlanta, GA',
    freightType: 'ftl',
    requestedDate: '2030-05-01',
    status: 'quoted',
  });

const change = (id: Types.ObjectId, refuse: () => void | Promise<void>) =>
  changeStatus({
    subjectType: 'quote_request',
    model: QuoteRequestModel,
    id,
    input: { status: 'pending' },
    changedBy: 'admin',
    now: new Date(),
    refuse,
  });

describe('a staff status change', () => {
  it('checks its rule on the read it writes from: a change in between is a 409, not overwritten', async () => {
    const quote = await quotedQuote();
    // The shipper accepts after the rule passed on the read and before the write.
    const acceptMeanwhile = change(quote._id, async () => {
      await QuoteRequestModel.updateOne({ _id: quote._id }, { status: 'accepted' });
    });
    await expect(acceptMeanwhile).rejects.toMatchObject({ status: 409 });
    expect((await QuoteRequestModel.findById(quote._id).lean())?.status).toBe('accepted');
    expect(await StatusChangeRecord.countDocuments({ subjectId: quote._id })).toBe(0);
  });

  it('refuses by its rule with nothing stored, and otherwise stores the status and its record', async () => {
    const quote = await quotedQuote();
    const refused = change(quote._id, () => {
      throw Object.assign(new Error('no'), { status: 409 });
    });
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect((await QuoteRequestModel.findById(quote._id).lean())?.status).toBe('quoted');

    await change(quote._id, () => undefined);
    expect((await QuoteRequestModel.findById(quote._id).lean())?.status).toBe('pending');
    expect(await StatusChangeRecord.find({ subjectId: quote._id }).lean()).toMatchObject([
      { fromStatus: 'quoted', toStatus: 'pending', changedBy: 'admin' },
    ]);
  });
});
