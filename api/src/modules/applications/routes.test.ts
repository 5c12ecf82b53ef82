import mongoose from 'mongoose';
import { APPLICATION_FIELD_MESSAGES } from '@freight/contracts';
import {
  CompanySettingsModel,
  DriverApplicationModel,
  OwnerOperatorApplicationModel,
} from '../../db/models';
import { FILES_BUCKET } from '../../files';
import { caughtMail, useTestDatabase, withSubject } from '../../test';
import { SAMPLE_FILES } from '../uploads/testing';

const context = useTestDatabase();

const driver = {
  firstName: 'Sam',
  lastName: 'Ray',
  email: 'sam@driver.test',
  phone: '555-222-3333',
  address: '1 Main St, Dallas, TX',
  cdlNumber: 'TX1234567',
  cdlClass: 'A',
  yearsExperience: '4',
  hasDui: 'no',
  hasAccidents: 'no',
  isAvailableImmediately: 'true',
};

const ownerOperator = {
  ...driver,
  truckYear: '2021',
  truckMake: 'Peterbilt',
  truckModel: '579',
  truckVin: '1xpbd49x1md123456',
  maintenanceChoice: 'escrow',
};

type Files = Partial<Record<'cdlDocument' | 'medicalCard', [Buffer, string]>>;

function submit(path: string, fields: Record<string, string>, files: Files = {}) {
  const request = context.request().post(`/api/applications/${path}`);
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  for (const [name, [bytes, filename]] of Object.entries(files)) {
    request.attach(name, bytes, filename);
  }
  return request;
}

const storedFiles = () =>
  mongoose.connection.db!.collection(`${FILES_BUCKET}.files`).find().toArray();

beforeAll(() =>
  CompanySettingsModel.create({
    companyName: 'Test Carrier',
    phone: '555-000-0000',
    email: 'info@carrier.test',
    notificationEmail: 'hiring@carrier.test',
  }),
);

beforeEach(async () => {
  await DriverApplicationModel.deleteMany({});
  await OwnerOperatorApplicationModel.deleteMany({});
  await mongoose.connection.db!.collection(`${FILES_BUCKET}.files`).deleteMany({});
});

describe('POST /api/applications/driver', () => {
  it('answers 201 with the files kept when the commit was applied though an election cut its answer', async () => {
    const real = mongoose.connection.transaction.bind(mongoose.connection);
    const spy = jest.spyOn(mongoose.connection, 'transaction').mockImplementationOnce((async (
      work: Parameters<typeof real>[0],
    ) => {
      await real(work);
      throw Object.assign(new Error('interrupted due to repl state change'), { code: 11602 });
    }) as typeof real);
    try {
      const response = await submit('driver', driver, {
        cdlDocument: [SAMPLE_FILES.pdf, 'cdl.pdf'],
      });
      expect(response.status).toBe(201);
      const stored = await DriverApplicationModel.find().lean();
      expect(stored.map((entry) => String(entry._id))).toEqual([response.body.id]);
      const files = await storedFiles();
      expect(files.map((file) => file.metadata.applicationId)).toEqual([response.body.id]);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 503 and deletes the files when an election stopped the commit', async () => {
    const spy = jest
      .spyOn(mongoose.connection, 'transaction')
      .mockRejectedValueOnce(Object.assign(new Error('not primary'), { code: 10107 }));
    try {
      const response = await submit('driver', driver, {
        cdlDocument: [SAMPLE_FILES.pdf, 'cdl.pdf'],
      });
      expect(response.status).toBe(503);
      expect(await DriverApplicationModel.countDocuments()).toBe(0);
      expect(await storedFiles()).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('stores a pending application with its CDL document and medical card', async () => {
    const response = await submit('driver', driver, {
      cdlDocument: [SAMPLE_FILES.pdf, 'cdl.pdf'],
      medicalCard: [SAMPLE_FILES.jpg, 'medical.jpeg'],
    });
    expect(response.status).toBe(201);
    const stored = await DriverApplicationModel.findById(response.body.id).lean();
    expect(stored).toMatchObject({
      firstName: 'Sam',
      yearsExperience: 4,
      isAvailableImmediately: true,
      status: 'pending',
      cdlDocumentUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f]{24}$/),
      medicalCardUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f]{24}$/),
    });
    expect(stored?.submittedAt).toBeInstanceOf(Date);
    const files = await storedFiles();
    expect(files.map((file) => file.metadata.contentType).sort()).toEqual([
      'application/pdf',
      'image/jpeg',
    ]);
    expect(files.every((file) => file.metadata.applicationId === response.body.id)).toBe(true);
    const mail = await caughtMail(withSubject('New CDL driver application from Sam Ray'));
    expect(mail.to).toEqual(['hiring@carrier.test']);
  });

  it('stores an application without files', async () => {
    const response = await submit('driver', driver).expect(201);
    const stored = await DriverApplicationModel.findById(response.body.id).lean();
    expect(stored?.cdlDocumentUrl).toBeUndefined();
    expect(stored?.medicalCardUrl).toBeUndefined();
  });

  it('uses the spec messages for bad fields and stores nothing', async () => {
    const response = await submit('driver', {
      ...driver,
      yearsExperience: '0',
      cdlClass: 'D',
      hasAccidents: 'yes',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      yearsExperience: APPLICATION_FIELD_MESSAGES.yearsExperience,
      cdlClass: APPLICATION_FIELD_MESSAGES.cdlClass,
      accidentDetails: APPLICATION_FIELD_MESSAGES.accidentDetails,
    });
    expect(await DriverApplicationModel.countDocuments()).toBe(0);
  });

  it('refuses an executable renamed to .pdf and stores nothing', async () => {
    const response = await submit('driver', driver, { cdlDocument: [SAMPLE_FILES.exe, 'cdl.pdf'] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid file type. Allowed: .pdf, .jpg, .jpeg, .png');
    expect(await DriverApplicationModel.countDocuments()).toBe(0);
    expect(await storedFiles()).toHaveLength(0);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await submit('driver', driver, { cdlDocument: [big, 'cdl.pdf'] });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('File size must be less than 10MB');
    expect(await DriverApplicationModel.countDocuments()).toBe(0);
  });

  it('refuses unknown fields, unexpected files and JSON bodies', async () => {
    expect((await submit('driver', { ...driver, status: 'hired' })).status).toBe(400);
    const extraFile = await submit('driver', driver).attach('resume', SAMPLE_FILES.pdf, 'cv.pdf');
    expect(extraFile.status).toBe(400);
    const json = await context.request().post('/api/applications/driver').send(driver);
    expect(json.status).toBe(415);
    expect(await DriverApplicationModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/applications/owner-operator', () => {
  it('stores a pending application with truck details and files', async () => {
    const response = await submit('owner-operator', ownerOperator, {
      cdlDocument: [SAMPLE_FILES.png, 'cdl.png'],
    });
    expect(response.status).toBe(201);
    const stored = await OwnerOperatorApplicationModel.findById(response.body.id).lean();
    expect(stored).toMatchObject({
      truckYear: 2021,
      truckMake: 'Peterbilt',
      truckVin: '1XPBD49X1MD123456',
      maintenanceChoice: 'escrow',
      status: 'pending',
      cdlDocumentUrl: expect.stringMatching(/^\/api\/files\//),
    });
    expect(stored?.medicalCardUrl).toBeUndefined();
    await caughtMail(withSubject('New owner-operator application from Sam Ray'));
  });

  it('stores an application without files', async () => {
    await submit('owner-operator', ownerOperator).expect(201);
    expect(await OwnerOperatorApplicationModel.countDocuments()).toBe(1);
  });

  it('bounds the truck year and the VIN, and offers only the listed makes', async () => {
    const nextYear = String(new Date().getFullYear() + 2);
    const response = await submit('owner-operator', {
      ...ownerOperator,
      truckYear: nextYear,
      truckVin: 'X'.repeat(18),
      truckMake: 'Tesla',
      maintenanceChoice: 'lease',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      truckYear: APPLICATION_FIELD_MESSAGES.truckYear,
      truckVin: APPLICATION_FIELD_MESSAGES.truckVin,
      truckMake: APPLICATION_FIELD_MESSAGES.truckMake,
      maintenanceChoice: APPLICATION_FIELD_MESSAGES.maintenanceChoice,
    });
    expect(await OwnerOperatorApplicationModel.countDocuments()).toBe(0);
  });
});
