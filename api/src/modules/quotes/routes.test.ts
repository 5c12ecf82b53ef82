import mongoose from 'mongoose';
import { QUOTE_FIELD_MESSAGES, QUOTE_REFERENCE_PATTERN } from '@freight/contracts';
import { CompanySettingsModel, MailOutboxModel, QuoteRequestModel } from '../../db/models';
import { newQuoteReference } from '../../db/uniqueNumbers';
import { FILES_BUCKET } from '../../files';
import { caughtMail, useTestDatabase, withSubject } from '../../test';
import { SAMPLE_FILES, uploadDocument } from '../uploads/testing';

// The real reference generator, which a test makes repeat a taken reference once.
jest.mock('../../db/uniqueNumbers', () => {
  const actual = jest.requireActual('../../db/uniqueNumbers');
  return { ...actual, newQuoteReference: jest.fn(actual.newQuoteReference) };
});

const context = useTestDatabase();

const quote = {
  companyName: 'Acme Foods',
  contactName: 'Ann Lee',
  email: 'ann@acme.test',
  phone: '(555) 123-4567',
  pickupLocation: 'Dallas, Texas, United States',
  deliveryLocation: 'Atlanta, Georgia, United States',
  freightType: 'ftl',
  requestedDate: '2030-05-01',
};

const post = (body: unknown) =>
  context
    .request()
    .post('/api/quotes')
    .send(body as object);

beforeAll(async () => {
  await CompanySettingsModel.create({
    companyName: 'Test Carrier',
    phone: '555-000-0000',
    email: 'info@carrier.test',
    notificationEmail: 'dispatch@carrier.test',
  });
});

beforeEach(() => QuoteRequestModel.deleteMany({}));

/** The stored file behind a document's address (`/api/files/<id>`). */
const fileIdOf = (url: string) => new mongoose.Types.ObjectId(url.split('/').pop());

describe('POST /api/quotes', () => {
  it('stores a valid quote as pending with timestamps and mails the company', async () => {
    const response = await post({ ...quote, weight: '40,000 lbs', pickupTimeType: 'appointment' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ id: expect.any(String), status: 'pending' });
    const stored = await QuoteRequestModel.findById(response.body.id).lean();
    expect(stored).toMatchObject({
      ...quote,
      weight: '40,000 lbs',
      pickupTimeType: 'appointment',
      deliveryTimeType: 'flexible',
      driverAssistance: 'no-touch',
      status: 'pending',
      documentsUrls: [],
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(stored?.updatedAt).toBeInstanceOf(Date);
    const mail = await caughtMail(withSubject('New quote request from Acme Foods'));
    expect(mail.to).toEqual(['dispatch@carrier.test']);
    expect(mail.text).toContain('Pickup: Dallas, Texas, United States');
  });

  it('gives each quote its own random reference and mails the shipper a summary with it', async () => {
    const first = await post({ ...quote, weight: '40,000 lbs', additionalInfo: 'Call the dock' });
    expect(first.status).toBe(201);
    const reference = first.body.reference as string;
    expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
    expect((await QuoteRequestModel.findById(first.body.id).lean())?.reference).toBe(reference);

    const mail = await caughtMail(withSubject(`Quote request ${reference} received`));
    expect(mail.to).toEqual(['ann@acme.test']);
    expect(mail.text).toContain(`Your reference: ${reference}`);
    expect(mail.text).toContain('Pickup: Dallas, Texas, United States');
    expect(mail.text).toContain('Delivery: Atlanta, Georgia, United States');
    expect(mail.text).toContain('Primary service: FTL (Full Truckload)');
    expect(mail.text).toContain('Weight: 40,000 lbs');
    expect(mail.text).toMatch(/\/client-portal\?quote=[\w-]{43}/);
    expect(mail.text).not.toContain('Call the dock');
    const company = await caughtMail(withSubject('New quote request from Acme Foods'));
    expect(company.text).toContain(`Reference: ${reference}`);

    const more = await Promise.all([1, 2, 3, 4].map(() => post(quote).expect(201)));
    const references = [reference, ...more.map((response) => response.body.reference)];
    expect(new Set(references).size).toBe(5);
    expect(references.every((each) => QUOTE_REFERENCE_PATTERN.test(each))).toBe(true);
  });

  it('draws another reference when the drawn one is taken, storing the quote and its mails once', async () => {
    await QuoteRequestModel.create({ ...quote, freightType: 'ftl', reference: 'Q-TAKEN0' });
    const spy = jest
      .mocked(newQuoteReference)
      .mockClear()
      .mockReturnValueOnce('Q-TAKEN0')
      .mockReturnValueOnce('Q-FRESH1');
    try {
      const collision = { ...quote, companyName: 'Collision Freight', email: 'collide@acme.test' };
      const response = await post(collision).expect(201);
      expect(response.body.reference).toBe('Q-FRESH1');
      expect(spy).toHaveBeenCalledTimes(2);
      expect(await QuoteRequestModel.countDocuments({ reference: 'Q-TAKEN0' })).toBe(1);
      expect(await QuoteRequestModel.countDocuments({ companyName: 'Collision Freight' })).toBe(1);
      expect(
        await MailOutboxModel.countDocuments({
          subject: 'New quote request from Collision Freight',
        }),
      ).toBe(1);
      expect(await MailOutboxModel.countDocuments({ subject: /Q-TAKEN0/ })).toBe(0);
      expect(
        await MailOutboxModel.countDocuments({ subject: 'Quote request Q-FRESH1 received' }),
      ).toBe(1);
    } finally {
      spy.mockClear();
    }
  });

  it('stores the quote without the shipper mail once the mail quota of the address is spent', async () => {
    const perRecipientPerHour = context.config.mailPerRecipientPerHour;
    for (let i = 0; i < perRecipientPerHour; i += 1) {
      const mailed = await post({ ...quote, email: 'busy@acme.test' }).expect(201);
      expect(mailed.body.confirmationMailed).toBe(true);
    }
    const extra = await post({ ...quote, email: 'busy@acme.test' }).expect(201);
    expect(extra.body.reference).toMatch(QUOTE_REFERENCE_PATTERN);
    expect(extra.body.confirmationMailed).toBe(false);
    expect(await QuoteRequestModel.countDocuments({ email: 'busy@acme.test' })).toBe(
      perRecipientPerHour + 1,
    );
    const shipperMails = await MailOutboxModel.countDocuments({
      to: 'busy@acme.test',
      subject: /^Quote request Q-/,
    });
    expect(shipperMails).toBe(perRecipientPerHour);
  });

  it('stores the day of the request when the modal leaves the requested date blank', async () => {
    const { requestedDate, ...modal } = quote;
    void requestedDate;
    const response = await post(modal).expect(201);
    const stored = await QuoteRequestModel.findById(response.body.id).lean();
    expect(stored?.requestedDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it.each([
    'companyName',
    'contactName',
    'email',
    'phone',
    'pickupLocation',
    'deliveryLocation',
    'freightType',
  ] as const)('refuses a quote without %s, naming it, and stores nothing', async (field) => {
    const body: Record<string, unknown> = { ...quote };
    delete body[field];
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: QUOTE_FIELD_MESSAGES[field] });
    expect(await QuoteRequestModel.countDocuments()).toBe(0);
  });

  it.each([
    ['freightType', 'air'],
    ['pickupTimeType', 'asap'],
    ['deliveryTimeType', 'later'],
    ['driverAssistance', 'full-service'],
    ['additionalFreightType', 'rocket'],
    ['requestedDate', 'tomorrow'],
  ])('refuses %s = %s', async (field, value) => {
    const response = await post({ ...quote, [field]: value });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(await QuoteRequestModel.countDocuments()).toBe(0);
  });

  it('asks for the assistance details of a driver-assist quote', async () => {
    const response = await post({ ...quote, driverAssistance: 'driver-assist' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      assistanceLocation: QUOTE_FIELD_MESSAGES.assistanceLocation,
      assistanceType: QUOTE_FIELD_MESSAGES.assistanceType,
    });
    const ok = await post({
      ...quote,
      driverAssistance: 'driver-assist',
      assistanceLocation: 'delivery',
      assistanceType: 'hand-load',
    }).expect(201);
    expect(await QuoteRequestModel.findById(ok.body.id).lean()).toMatchObject({
      assistanceLocation: 'delivery',
      assistanceType: 'hand-load',
    });
  });

  it('refuses an operator object and an unknown key, naming the field', async () => {
    const operator = await post({ ...quote, email: { $ne: null } });
    expect(operator.status).toBe(400);
    expect(Object.keys(operator.body.errors)[0]).toMatch(/^email/);
    const unknown = await post({ ...quote, status: 'quoted' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['status']);
    expect(await QuoteRequestModel.countDocuments()).toBe(0);
  });

  it('attaches uploaded documents once and refuses addresses not uploaded here', async () => {
    const uploaded = await uploadDocument(context.request, 'packing list.pdf', SAMPLE_FILES.pdf);
    const url = uploaded.body.url as string;
    const response = await post({ ...quote, documentsUrls: [url] }).expect(201);
    const files = mongoose.connection.db!.collection(`${FILES_BUCKET}.files`);
    expect((await files.findOne({}))?.metadata.claimedBy).toBe(`quote:${response.body.id}`);

    const reused = await post({ ...quote, documentsUrls: [url] });
    expect(reused.status).toBe(400);
    expect(Object.keys(reused.body.errors)).toEqual(['documentsUrls']);
    const unknown = await post({ ...quote, documentsUrls: [`/api/files/${'0'.repeat(24)}`] });
    expect(unknown.status).toBe(400);
    const outside = await post({ ...quote, documentsUrls: ['https://evil.test/x.pdf'] });
    expect(outside.status).toBe(400);
    expect(await QuoteRequestModel.countDocuments()).toBe(1);
  });

  it('refuses a sixth document', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const uploaded = await uploadDocument(context.request, `doc${i}.txt`, SAMPLE_FILES.txt);
      urls.push(uploaded.body.url as string);
    }
    const response = await post({ ...quote, documentsUrls: urls });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ documentsUrls: QUOTE_FIELD_MESSAGES.tooManyDocuments });
    expect(await QuoteRequestModel.countDocuments()).toBe(0);
    await post({ ...quote, documentsUrls: urls.slice(0, 5) }).expect(201);
  });

  it('answers 201 when the commit was applied though its answer was lost to an election', async () => {
    const uploaded = await uploadDocument(context.request, 'rate sheet.pdf', SAMPLE_FILES.pdf);
    const real = mongoose.connection.transaction.bind(mongoose.connection);
    const spy = jest.spyOn(mongoose.connection, 'transaction').mockImplementationOnce((async (
      work: Parameters<typeof real>[0],
    ) => {
      await real(work);
      throw Object.assign(new Error('interrupted due to repl state change'), { code: 11602 });
    }) as typeof real);
    try {
      const response = await post({
        ...quote,
        companyName: 'Election Freight',
        documentsUrls: [uploaded.body.url],
      });
      expect(response.status).toBe(201);
      const stored = await QuoteRequestModel.find({ companyName: 'Election Freight' }).lean();
      expect(stored.map((entry) => String(entry._id))).toEqual([response.body.id]);
      const files = mongoose.connection.db!.collection(`${FILES_BUCKET}.files`);
      const file = await files.findOne({ _id: fileIdOf(uploaded.body.url) });
      expect(file?.metadata.claimedBy).toBe(`quote:${response.body.id}`);
      expect(
        await MailOutboxModel.countDocuments({
          subject: 'New quote request from Election Freight',
        }),
      ).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 503 and gives the documents back when an election stopped the commit', async () => {
    const uploaded = await uploadDocument(context.request, 'lost.pdf', SAMPLE_FILES.pdf);
    const spy = jest
      .spyOn(mongoose.connection, 'transaction')
      .mockRejectedValueOnce(Object.assign(new Error('not primary'), { code: 10107 }));
    try {
      const response = await post({
        ...quote,
        companyName: 'Unlucky Freight',
        documentsUrls: [uploaded.body.url],
      });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(await QuoteRequestModel.countDocuments({ companyName: 'Unlucky Freight' })).toBe(0);
      const files = mongoose.connection.db!.collection(`${FILES_BUCKET}.files`);
      const file = await files.findOne({ _id: fileIdOf(uploaded.body.url) });
      expect(file?.metadata.claimedBy).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps the quote and its queued mail while SMTP is down, and mails it once SMTP is back', async () => {
    await context.deps.mail.stop();
    let restarted = false;
    try {
      const response = await post({ ...quote, companyName: 'Outage Freight' });
      expect(response.status).toBe(201);
      expect(await QuoteRequestModel.countDocuments()).toBe(1);
      const queued = await MailOutboxModel.findOne({
        subject: 'New quote request from Outage Freight',
      }).lean();
      expect(queued).toMatchObject({ state: 'queued', attempts: 0, to: ['dispatch@carrier.test'] });
      await context.deps.mail.start();
      restarted = true;
      const mail = await caughtMail(withSubject('New quote request from Outage Freight'));
      expect(mail.messageId).toBe(queued?.messageId);
    } finally {
      if (!restarted) await context.deps.mail.start();
    }
  });
});
