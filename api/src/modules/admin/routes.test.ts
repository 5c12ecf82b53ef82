import { fileAddress } from '@freight/contracts';
import { DriverApplicationModel } from '../../db/models/driver_applications';
import { OwnerOperatorApplicationModel } from '../../db/models/owner_operator_applications';
import { QuoteRequestModel } from '../../db/models/quote_requests';
import { StatusChangeRecord } from '../../db/models/status_changes';
import { deleteFile, storeFile } from '../../files';
import { useTestDatabase } from '../../test';
import { TEST_ADMIN, signedInAdmin } from '../admin-auth/testing';

const context = useTestDatabase();

const quote = (companyName: string, contactName: string, status = 'pending') => ({
  companyName,
  contactName,
  email: `${contactName.split(' ')[0]?.toLowerCase()}@example.test`,
  phone: '555-123-4567',
  pickupLocation: 'Dallas, TX',
  deliveryLocation: 'Atlanta, GA',
  freightType: 'ftl' as const,
  requestedDate: '2026-12-01',
  status,
});

const person = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@drivers.test`,
  phone: '555-222-3333',
  address: '1 Main St, Dallas, TX',
  cdlNumber: 'D1234567',
  cdlClass: 'A' as const,
  yearsExperience: 5,
  hasDui: 'no' as const,
  hasAccidents: 'no' as const,
});

const truck = {
  truckYear: 2019,
  truckMake: 'Freightliner',
  truckModel: 'Cascadia',
  truckVin: '1FUJGLDR0CLBP8834',
  maintenanceChoice: 'self' as const,
};

const ADMIN_CALLS: Array<[method: 'get' | 'post' | 'patch', path: string]> = [
  ['get', '/api/admin/summary'],
  ['get', '/api/admin/quotes'],
  ['get', '/api/admin/quotes/000000000000000000000000'],
  ['patch', '/api/admin/quotes/000000000000000000000000/status'],
  ['get', '/api/admin/quotes/000000000000000000000000/documents/0'],
  ['get', '/api/admin/applications/drivers'],
  ['get', '/api/admin/applications/owner-operators'],
  ['get', '/api/admin/applications/drivers/000000000000000000000000'],
  ['patch', '/api/admin/applications/drivers/000000000000000000000000/status'],
  ['get', '/api/admin/applications/drivers/000000000000000000000000/documents/cdl'],
  ['get', '/api/admin/review-requests'],
  ['get', '/api/admin/review-requests/000000000000000000000000'],
  ['get', '/api/admin/shipments'],
  ['get', '/api/admin/shipments/000000000000000000000000'],
  ['post', '/api/admin/review-requests'],
  ['get', '/api/admin/reviews'],
  ['patch', '/api/admin/reviews/000000000000000000000000/approve'],
  ['get', '/api/admin/sent-mail'],
];

describe('without an admin session', () => {
  it.each(ADMIN_CALLS)('%s %s answers 401 and changes nothing', async (method, path) => {
    await QuoteRequestModel.create(quote('Untouched Co', 'Una Touched'));
    const before = await QuoteRequestModel.find().lean();
    const response = await context.request()[method](path).send({ status: 'closed' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required' });
    expect(await QuoteRequestModel.find().lean()).toEqual(before);
  });
});

describe('quote requests for staff', () => {
  it('lists newest first with the spec fields and a count, filters by status and searches literally', async () => {
    await QuoteRequestModel.deleteMany({});
    await QuoteRequestModel.create(quote('Acme Foods', 'Ann Lee'));
    await QuoteRequestModel.create(quote('Beta (Logistics)', 'Bob Stone', 'quoted'));
    await QuoteRequestModel.create(quote('Gamma Freight', 'Gail Acme', 'closed'));
    const agent = await signedInAdmin(context);

    const all = await agent.get('/api/admin/quotes').expect(200);
    expect(all.body).toMatchObject({ total: 3, nextCursor: null });
    expect(all.body.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Gamma Freight',
      'Beta (Logistics)',
      'Acme Foods',
    ]);
    expect(all.body.items[2]).toMatchObject({
      companyName: 'Acme Foods',
      contactName: 'Ann Lee',
      status: 'pending',
      documents: [],
      history: [],
      driverAssistance: 'no-touch',
      pickupTimeType: 'flexible',
      deliveryTimeType: 'flexible',
    });
    expect(all.body.items[2]).not.toHaveProperty('dimensions');

    const quoted = await agent.get('/api/admin/quotes?status=quoted').expect(200);
    expect(quoted.body.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Beta (Logistics)',
    ]);
    const acme = await agent.get('/api/admin/quotes?q=acme').expect(200);
    expect(acme.body).toMatchObject({ total: 2, items: [{}, {}] });
    const literal = await agent.get('/api/admin/quotes?q=(Logistics)').expect(200);
    expect(literal.body.total).toBe(1);
    const pattern = await agent.get(`/api/admin/quotes?q=${encodeURIComponent('.*')}`).expect(200);
    expect(pattern.body).toEqual({ items: [], total: 0, nextCursor: null });
    const byName = await agent.get('/api/admin/quotes?sort=companyName&dir=asc').expect(200);
    expect(byName.body.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Acme Foods',
      'Beta (Logistics)',
      'Gamma Freight',
    ]);

    await agent.get('/api/admin/quotes?status=hired').expect(400);
    expect((await agent.get('/api/admin/quotes?sort=name').expect(400)).body.errors).toEqual({
      sort: 'Sort must be one of the listed choices',
    });
    await agent.get(`/api/admin/quotes?q=${'x'.repeat(101)}`).expect(400);
  });

  it('pages the list: limit quotes, then those after the cursor, stable for ties', async () => {
    await QuoteRequestModel.deleteMany({});
    const createdAt = new Date('2025-03-01T10:00:00Z');
    const names = ['One', 'Two', 'Three', 'Four', 'Five'];
    // Two quotes created in the same millisecond: the id orders them.
    for (const [index, name] of names.entries()) {
      const at = new Date(createdAt.getTime() + Math.min(index, 3) * 1000);
      await QuoteRequestModel.create({ ...quote(name, 'Pat Page'), createdAt: at });
    }
    const agent = await signedInAdmin(context);
    const companies = (response: { body: { items: Array<{ companyName: string }> } }) =>
      response.body.items.map((item) => item.companyName);

    const first = await agent.get('/api/admin/quotes?limit=2').expect(200);
    expect(companies(first)).toEqual(['Five', 'Four']);
    expect(first.body.total).toBe(5);
    const second = await agent
      .get(`/api/admin/quotes?limit=2&cursor=${first.body.nextCursor}`)
      .expect(200);
    expect(companies(second)).toEqual(['Three', 'Two']);
    const last = await agent
      .get(`/api/admin/quotes?limit=2&cursor=${second.body.nextCursor}`)
      .expect(200);
    expect(companies(last)).toEqual(['One']);
    expect(last.body.nextCursor).toBeNull();
    const filtered = await agent.get('/api/admin/quotes?limit=1&q=o').expect(200);
    const filteredNext = await agent
      .get(`/api/admin/quotes?limit=2&q=o&cursor=${filtered.body.nextCursor}`)
      .expect(200);
    expect([...companies(filtered), ...companies(filteredNext)]).toEqual(['Four', 'Two', 'One']);

    expect((await agent.get('/api/admin/quotes?limit=0').expect(400)).body).toHaveProperty(
      'errors.limit',
    );
    await agent.get('/api/admin/quotes?limit=101').expect(400);
    const malformed = await agent.get('/api/admin/quotes?cursor=zz').expect(400);
    expect(malformed.body.errors).toEqual({ cursor: 'Cursor is not valid: reload the list' });
    const old = await agent.get('/api/admin/quotes?before=000000000000000000000000').expect(400);
    expect(old.body.errors).toEqual({ before: 'before is not allowed' });
  });

  it('answers one quote by its id, 404 for an unknown one and 400 for a malformed one', async () => {
    const created = await QuoteRequestModel.create(quote('Solo Freight', 'Sol Lee'));
    const agent = await signedInAdmin(context);
    const one = await agent.get(`/api/admin/quotes/${created.id}`).expect(200);
    expect(one.body).toMatchObject({ id: created.id, companyName: 'Solo Freight', history: [] });
    await agent.get('/api/admin/quotes/000000000000000000000000').expect(404);
    await agent.get('/api/admin/quotes/not-an-id').expect(400);
  });

  it('lists 25 quotes when no limit is asked for', async () => {
    await QuoteRequestModel.deleteMany({});
    await QuoteRequestModel.insertMany(
      Array.from({ length: 30 }, (_, index) => quote(`Company ${index}`, 'Lou List')),
    );
    const agent = await signedInAdmin(context);
    const page = (await agent.get('/api/admin/quotes').expect(200)).body;
    expect(page.items).toHaveLength(25);
    expect(page.total).toBe(30);
  });

  it('moves a quote to contacted with a note and keeps who and when in its history', async () => {
    const created = await QuoteRequestModel.create(quote('Delta Dairy', 'Dan Dale'));
    const agent = await signedInAdmin(context);
    const path = `/api/admin/quotes/${created.id}/status`;

    const first = await agent
      .patch(path)
      .send({ status: 'contacted', note: 'Called Dan' })
      .expect(200);
    expect(first.body.status).toBe('contacted');
    expect(first.body.history).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'contacted',
        note: 'Called Dan',
        changedBy: TEST_ADMIN.username,
      }),
    ]);
    const priceless = await agent.patch(path).send({ status: 'quoted' }).expect(409);
    expect(priceless.body.message).toBe("Set this quote's price to mark it quoted");
    expect((await QuoteRequestModel.findById(created.id).lean())?.status).toBe('contacted');
    await agent.patch(path).send({ status: 'closed' }).expect(200);

    expect((await QuoteRequestModel.findById(created.id).lean())?.status).toBe('closed');
    const records = await StatusChangeRecord.find({ subjectId: created._id })
      .sort({ changedAt: 1 })
      .lean();
    expect(records.map((record) => [record.fromStatus, record.toStatus])).toEqual([
      ['pending', 'contacted'],
      ['contacted', 'closed'],
    ]);
    const listed = await agent.get('/api/admin/quotes?q=Delta').expect(200);
    expect(
      listed.body.items[0].history.map((change: { toStatus: string }) => change.toStatus),
    ).toEqual(['closed', 'contacted']);

    await agent.patch(path).send({ status: 'closed' }).expect(400);
    await agent.patch(path).send({ status: 'hired' }).expect(400);
    await agent
      .patch(path)
      .send({ status: 'closed', note: 'x'.repeat(501) })
      .expect(400);
    await agent.patch('/api/admin/quotes/not-an-id/status').send({ status: 'closed' }).expect(400);
    await agent
      .patch('/api/admin/quotes/000000000000000000000000/status')
      .send({ status: 'closed' })
      .expect(404);
    expect(await StatusChangeRecord.countDocuments({ subjectId: created._id })).toBe(2);
  });

  it('lists documents by their file names and downloads one as an attachment with nosniff', async () => {
    const pdf = (filename: string) =>
      storeFile({
        buffer: Buffer.from('%PDF-1.4\n%test\n'),
        filename,
        contentType: 'application/pdf',
        extension: '.pdf',
        owner: 'quote-document',
      });
    const file = await pdf('rate sheet.pdf');
    const removed = await pdf('gone.pdf');
    await deleteFile(removed.id);
    const created = await QuoteRequestModel.create({
      ...quote('Echo Eggs', 'Eve Echo'),
      documentsUrls: [fileAddress(file.id), fileAddress(removed.id)],
    });
    const agent = await signedInAdmin(context);
    const listed = await agent.get('/api/admin/quotes?q=Echo').expect(200);
    const base = `/api/admin/quotes/${created.id}`;
    expect(listed.body.items[0].documents).toEqual([
      { url: `${base}/documents/0`, label: 'Document 1', fileName: 'rate sheet.pdf' },
      { url: `${base}/documents/1`, label: 'Document 2' },
    ]);
    const download = await agent.get(`/api/admin/quotes/${created.id}/documents/0`).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="rate sheet.pdf"/,
    );
    await agent.get(`/api/admin/quotes/${created.id}/documents/1`).expect(404);
    await agent.get(`/api/admin/quotes/${created.id}/documents/2`).expect(404);
    await agent.get(`/api/admin/quotes/${created.id}/documents/..%2Fx`).expect(400);
  });
});

type ApplicationPage = { body: { items: Array<{ firstName: string }> } };
const firstNames = (response: ApplicationPage) => response.body.items.map((item) => item.firstName);

describe('applications for staff', () => {
  beforeEach(async () => {
    await DriverApplicationModel.deleteMany({});
    await OwnerOperatorApplicationModel.deleteMany({});
  });

  it('pages, sorts, searches and filters by status and submission day, refusing bad queries', async () => {
    const submitted = (day: number) => new Date(`2026-03-0${day}T15:00:00Z`);
    await DriverApplicationModel.create([
      { ...person('Ann', 'Zeller'), submittedAt: submitted(1), yearsExperience: 12 },
      { ...person('Ben', 'Young'), submittedAt: submitted(2), status: 'reviewed' },
      { ...person('Cal', 'Xu'), submittedAt: submitted(3), cdlNumber: 'TX998877' },
      { ...person('Dee', 'Walsh'), submittedAt: submitted(4), yearsExperience: 1 },
    ]);
    await OwnerOperatorApplicationModel.create({
      ...person('Olga', 'Owner'),
      ...truck,
      previousCarrier: 'Zeller Haulage',
    });
    const agent = await signedInAdmin(context);
    const list = '/api/admin/applications/drivers';

    const first = await agent.get(`${list}?limit=3`).expect(200);
    expect(firstNames(first)).toEqual(['Dee', 'Cal', 'Ben']);
    expect(first.body.total).toBe(4);
    const rest = await agent.get(`${list}?limit=3&cursor=${first.body.nextCursor}`).expect(200);
    expect(rest.body).toMatchObject({ total: 4, nextCursor: null });
    expect(firstNames(rest)).toEqual(['Ann']);

    const byName = await agent.get(`${list}?sort=lastName&dir=asc`).expect(200);
    expect(firstNames(byName)).toEqual(['Dee', 'Cal', 'Ben', 'Ann']);
    const byYears = await agent.get(`${list}?sort=yearsExperience&dir=desc&limit=2`).expect(200);
    // Ben and Cal have the same years: the newer id comes first, as in every descending sort.
    expect(firstNames(byYears)).toEqual(['Ann', 'Cal']);
    const byCdl = await agent.get(`${list}?q=tx998`).expect(200);
    expect(firstNames(byCdl)).toEqual(['Cal']);
    // A driver's search does not reach into the owner operators' carriers, nor across kinds.
    expect((await agent.get(`${list}?q=zeller%20haulage`).expect(200)).body.total).toBe(0);
    const carrier = await agent
      .get('/api/admin/applications/owner-operators?q=zeller%20haulage')
      .expect(200);
    expect(firstNames(carrier)).toEqual(['Olga']);
    const days = await agent.get(`${list}?from=2026-03-02&to=2026-03-03`).expect(200);
    expect(firstNames(days)).toEqual(['Cal', 'Ben']);
    const reviewed = await agent.get(`${list}?status=reviewed`).expect(200);
    expect(firstNames(reviewed)).toEqual(['Ben']);

    const before = await DriverApplicationModel.find().lean();
    const refused = await agent.get(`${list}?search=ann`).expect(400);
    expect(refused.body.errors).toEqual({ search: 'search is not allowed' });
    await agent.get(`${list}?status=quoted`).expect(400);
    await agent.get(`${list}?sort=email`).expect(400);
    await agent.get(`${list}?from=2026-03-05&to=2026-03-01`).expect(400);
    await agent.get(`${list}?cursor=zz`).expect(400);
    expect(await DriverApplicationModel.find().lean()).toEqual(before);
  });

  it('answers one application by kind and id, 404 for another kind or an unknown id', async () => {
    const driver = await DriverApplicationModel.create(person('Solo', 'Driver'));
    const agent = await signedInAdmin(context);
    const one = await agent.get(`/api/admin/applications/drivers/${driver.id}`).expect(200);
    expect(one.body).toMatchObject({ id: driver.id, firstName: 'Solo', history: [] });
    expect(one.body).not.toHaveProperty('address');
    await agent.get(`/api/admin/applications/owner-operators/${driver.id}`).expect(404);
    await agent.get('/api/admin/applications/drivers/000000000000000000000000').expect(404);
    await agent.get('/api/admin/applications/drivers/not-an-id').expect(400);
    await agent.get(`/api/admin/applications/carriers/${driver.id}`).expect(400);
  });

  it('lists both kinds, moves a driver to hired with history, and counts them', async () => {
    const driver = await DriverApplicationModel.create(person('Hank', 'Hauler'));
    await DriverApplicationModel.create(person('Ivy', 'Ingram'));
    await OwnerOperatorApplicationModel.create({ ...person('Olga', 'Owner'), ...truck });
    const agent = await signedInAdmin(context);

    const drivers = await agent.get('/api/admin/applications/drivers').expect(200);
    expect(drivers.body).toMatchObject({ total: 2, nextCursor: null });
    expect(drivers.body.items[0]).not.toHaveProperty('cdlDocumentUrl');
    const operators = await agent.get('/api/admin/applications/owner-operators').expect(200);
    expect(operators.body.items[0]).toMatchObject({
      firstName: 'Olga',
      truckMake: 'Freightliner',
      documents: [],
    });
    await agent.get('/api/admin/applications/carriers').expect(400);

    const path = `/api/admin/applications/drivers/${driver.id}/status`;
    await agent.patch(path).send({ status: 'reviewed' }).expect(200);
    const hired = await agent
      .patch(path)
      .send({ status: 'hired', note: 'Starts Monday' })
      .expect(200);
    expect(hired.body.history.map((change: { toStatus: string }) => change.toStatus)).toEqual([
      'hired',
      'reviewed',
    ]);
    await agent.patch(path).send({ status: 'contacted' }).expect(400);
    expect((await DriverApplicationModel.findById(driver.id).lean())?.status).toBe('hired');

    const hiredOnly = await agent.get('/api/admin/applications/drivers?status=hired').expect(200);
    expect(firstNames(hiredOnly)).toEqual(['Hank']);
    const byName = await agent.get('/api/admin/applications/drivers?q=ingram').expect(200);
    expect(firstNames(byName)).toEqual(['Ivy']);

    const summary = await agent.get('/api/admin/summary').expect(200);
    expect(summary.body).toEqual({
      quoteRequests: await QuoteRequestModel.countDocuments(),
      driverApplications: 2,
      ownerOperators: 1,
    });
  });

  it('downloads the CDL document of a driver and has no medical card to give', async () => {
    const file = await storeFile({
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
      filename: 'cdl.jpg',
      contentType: 'image/jpeg',
      extension: '.jpg',
      owner: 'driver-application',
    });
    const driver = await DriverApplicationModel.create({
      ...person('Cora', 'Card'),
      cdlDocumentUrl: fileAddress(file.id),
    });
    const agent = await signedInAdmin(context);
    const listed = await agent.get('/api/admin/applications/drivers?q=Cora').expect(200);
    const base = `/api/admin/applications/drivers/${driver.id}`;
    expect(listed.body.items[0].documents).toEqual([
      { url: `${base}/documents/cdl`, label: 'CDL document', fileName: 'cdl.jpg' },
    ]);
    const download = await agent.get(`${base}/documents/cdl`).expect(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    await agent.get(`${base}/documents/medical`).expect(404);
    await agent
      .get(`/api/admin/applications/owner-operators/${driver.id}/documents/cdl`)
      .expect(404);
  });
});
