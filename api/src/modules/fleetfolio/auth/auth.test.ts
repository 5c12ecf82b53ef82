import { FLEET_MESSAGES } from '@freight/contracts';
import { MAX_SIGN_IN_FAILURES } from '../../../auth/signInLimiter';
import { TmsUserModel } from '../../../db/models';
import {
  TmsAddressBookEntryModel,
  TmsCustomerModel,
  TmsDriverModel,
  TmsPlannedLoadModel,
  TmsTrailerModel,
  TmsTruckModel,
} from '../../../db/models/tms';
import { useTestDatabase } from '../../../test';
import { registration, signedInCarrier } from '../test/carrierAccounts';
import {
  CARRIER_REGISTRATIONS,
  MAX_REGISTRATIONS_PER_HOUR,
  REGISTRATION_LIMIT_MESSAGE,
} from './registrationLimiter';

const ctx = useTestDatabase();
/** Counts one registration from `ip` on the app's own limiter, as its route does. */
const countRegistration = (ip: string) =>
  ctx.deps.limits.limiter(CARRIER_REGISTRATIONS).consume(ip);

const storedCounts = async () => ({
  users: await TmsUserModel.countDocuments(),
  loads: await TmsPlannedLoadModel.countDocuments(),
  drivers: await TmsDriverModel.countDocuments(),
  trucks: await TmsTruckModel.countDocuments(),
  trailers: await TmsTrailerModel.countDocuments(),
});

describe('FleetFolio registration', () => {
  it('creates the account with a hashed password and the spec sample data', async () => {
    const body = registration({ email: 'Owner@Fleet-One.COM' });
    const response = await ctx.request().post('/api/fleetfolio/register').send(body).expect(201);
    expect(response.body.account).toMatchObject({
      email: 'owner@fleet-one.com',
      companyName: body.companyName,
      contactName: 'Pat Driver',
    });
    const user = await TmsUserModel.findById(response.body.account.id).lean();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user).toMatchObject({
      taxId: '12-3456789',
      usdotNumber: '1234567',
      subscriptionPlan: 'basic',
    });
    expect(JSON.stringify(response.body)).not.toContain('argon2');

    const ownerId = user!._id;
    const loads = await TmsPlannedLoadModel.find({ ownerId }).lean();
    expect(loads.map((load) => load.status).sort()).toEqual(['in_transit', 'planned']);
    const drivers = await TmsDriverModel.find({ ownerId }).lean();
    expect(drivers.map((driver) => driver.payRate).sort()).toEqual([0.65, 0.7]);
    const trucks = await TmsTruckModel.find({ ownerId }).lean();
    const trailers = await TmsTrailerModel.find({ ownerId }).lean();
    expect([...trucks, ...trailers].map((unit) => unit.status).sort()).toEqual([
      'active',
      'available',
      'maintenance',
    ]);
    expect(await TmsCustomerModel.countDocuments({ ownerId })).toBe(2);
    expect(await TmsAddressBookEntryModel.countDocuments({ ownerId, entryType: 'customer' })).toBe(
      2,
    );
  });

  it('lists records made at the same moment newest first, in one order every time', async () => {
    const { agent, id } = await signedInCarrier(ctx);
    await TmsDriverModel.deleteMany({ ownerId: id });
    const madeAt = new Date('2026-06-01T12:00:00Z');
    const together = ['First Made', 'Second Made'].map((firstName) => ({
      ownerId: id,
      firstName,
      createdAt: madeAt,
      updatedAt: madeAt,
    }));
    await TmsDriverModel.insertMany(together, { timestamps: false });
    const listed = await agent.get('/api/fleetfolio/drivers').expect(200);
    expect(listed.body.map((driver: { name: string }) => driver.name)).toEqual([
      'Second Made',
      'First Made',
    ]);
  });

  it('registers an email once, whatever its case, with a clear 409', async () => {
    const body = registration({ email: 'dispatch@once.example.com' });
    await ctx.request().post('/api/fleetfolio/register').send(body).expect(201);
    const before = await storedCounts();
    const again = await ctx
      .request()
      .post('/api/fleetfolio/register')
      .send({ ...body, email: 'DISPATCH@Once.Example.com' })
      .expect(409);
    expect(again.body.message).toBe(FLEET_MESSAGES.emailTaken);
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    [
      'different passwords',
      { confirmPassword: 'something else' },
      FLEET_MESSAGES.passwordsDoNotMatch,
    ],
    [
      'a short password',
      { password: 'short', confirmPassword: 'short' },
      FLEET_MESSAGES.passwordTooShort,
    ],
    ['no company name', { companyName: '' }, 'Company name is required'],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'a bad website',
      { website: 'haulers' },
      'Website must be a full address starting with http:// or https://',
    ],
  ])('refuses %s and stores nothing', async (_case, overrides, message) => {
    const before = await storedCounts();
    const response = await ctx
      .request()
      .post('/api/fleetfolio/register')
      .send(registration(overrides))
      .expect(400);
    expect(response.body.message).toContain(message);
    expect(await storedCounts()).toEqual(before);
  });

  it('stores nothing when the sample data cannot be written (one transaction)', async () => {
    const database = TmsTrailerModel.db.db!;
    await TmsTrailerModel.createCollection();
    await database.command({
      collMod: 'tms_trailers',
      validator: { neverPresent: { $exists: true } },
    });
    try {
      const before = await storedCounts();
      const body = registration();
      await ctx.request().post('/api/fleetfolio/register').send(body).expect(500);
      expect(await storedCounts()).toEqual(before);
      expect(await TmsUserModel.exists({ email: body.email })).toBeNull();
    } finally {
      await database.command({ collMod: 'tms_trailers', validator: {} });
    }
  });

  it('refuses unknown fields', async () => {
    const before = await storedCounts();
    await ctx
      .request()
      .post('/api/fleetfolio/register')
      .send({ ...registration(), isActive: false })
      .expect(400);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('FleetFolio registration limit', () => {
  const attempts = () => TmsUserModel.db.collection('registration_attempts');
  beforeEach(() => attempts().deleteMany({}));
  afterEach(() => attempts().deleteMany({}));

  it('refuses registrations beyond the hourly quota of one address with a 429, storing nothing', async () => {
    await ctx.request().post('/api/fleetfolio/register').send(registration()).expect(201);
    const [used] = await attempts().find().toArray();
    const ip = String(used?.key).replace('fleetfolio_register:', '');
    for (let count = 1; count < MAX_REGISTRATIONS_PER_HOUR; count += 1) await countRegistration(ip);
    const before = await storedCounts();
    const refused = await ctx
      .request()
      .post('/api/fleetfolio/register')
      .send(registration())
      .expect(429);
    expect(refused.body.message).toBe(REGISTRATION_LIMIT_MESSAGE);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedCounts()).toEqual(before);
    await expect(countRegistration('203.0.113.10')).resolves.toBeUndefined();
  });
});

describe('FleetFolio sign-in', () => {
  it('signs in, answers the session check, and signs out', async () => {
    const body = registration();
    await ctx.request().post('/api/fleetfolio/register').send(body).expect(201);
    const agent = ctx.agent();
    await agent.get('/api/fleetfolio/auth/check').expect(401);
    const login = await agent
      .post('/api/fleetfolio/login')
      .send({ email: body.email.toUpperCase(), password: body.password })
      .expect(200);
    expect(String(login.headers['set-cookie'])).toContain('carrier_sid');
    const check = await agent.get('/api/fleetfolio/auth/check').expect(200);
    expect(check.body.account).toMatchObject({ email: body.email, companyName: body.companyName });
    await agent.post('/api/fleetfolio/logout').expect(200);
    await agent.get('/api/fleetfolio/auth/check').expect(401);
    await agent.get('/api/fleetfolio/loads').expect(401);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const body = registration();
    await ctx.request().post('/api/fleetfolio/register').send(body).expect(201);
    const wrong = await ctx
      .request()
      .post('/api/fleetfolio/login')
      .send({ email: body.email, password: 'wrong password' })
      .expect(401);
    const unknown = await ctx
      .request()
      .post('/api/fleetfolio/login')
      .send({ email: 'nobody@example.com', password: 'wrong password' })
      .expect(401);
    expect(wrong.body.message).toBe(FLEET_MESSAGES.invalidCredentials);
    expect(unknown.body.message).toBe(FLEET_MESSAGES.invalidCredentials);
  });

  it('locks sign-in after too many failures, even with the right password', async () => {
    const body = registration();
    await ctx.request().post('/api/fleetfolio/register').send(body).expect(201);
    for (let attempt = 0; attempt < MAX_SIGN_IN_FAILURES; attempt += 1) {
      await ctx
        .request()
        .post('/api/fleetfolio/login')
        .send({ email: body.email, password: `guess ${attempt}` })
        .expect(401);
    }
    const locked = await ctx
      .request()
      .post('/api/fleetfolio/login')
      .send({ email: body.email, password: body.password })
      .expect(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});
