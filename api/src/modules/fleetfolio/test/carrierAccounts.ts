import type { FleetRegistration } from '@freight/contracts';
import { Types } from 'mongoose';
import { hashPassword } from '../../../auth/passwords';
import { TmsUserModel } from '../../../db/models';
import type supertest from 'supertest';
import type { TestContext } from '../../../test';

let counter = 0;

/** A complete registration body with a unique email. */
export function registration(overrides: Partial<FleetRegistration> = {}): FleetRegistration {
  counter += 1;
  return {
    email: `carrier${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    companyName: `Haulers ${counter} LLC`,
    contactName: 'Pat Driver',
    phone: '(555) 010-2000',
    address: '100 Main St',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75201',
    website: 'https://haulers.example.com',
    mcNumber: 'MC-123456',
    usdotNumber: '1234567',
    taxId: '12-3456789',
    ...overrides,
  };
}

/** Registers a new account and returns an agent signed in as it. */
export async function signedInCarrier(
  ctx: TestContext,
): Promise<{ agent: ReturnType<typeof supertest.agent>; id: string; email: string }> {
  const body = registration();
  const registered = await ctx.request().post('/api/fleetfolio/register').send(body).expect(201);
  const agent = ctx.agent();
  await agent
    .post('/api/fleetfolio/login')
    .send({ email: body.email, password: body.password })
    .expect(200);
  return { agent, id: registered.body.account.id, email: body.email };
}

let memberCounter = 0;

/**
 * A member of `carrier`'s team made directly in the database (the invitation flow has its own
 * tests), signed in. A driver needs the driver record it acts as.
 */
export async function signedInMember(
  ctx: TestContext,
  carrier: { id: string },
  role: 'owner' | 'dispatcher' | 'driver',
  driverId?: string,
): Promise<{ agent: ReturnType<typeof supertest.agent>; id: string; email: string }> {
  memberCounter += 1;
  const email = `${role}${memberCounter}-${Date.now()}@members.example.com`;
  const password = 'correct horse battery';
  const member = await TmsUserModel.create({
    email,
    passwordHash: await hashPassword(password),
    contactName: `${role[0]!.toUpperCase()}${role.slice(1)} Number${memberCounter}`,
    carrierId: new Types.ObjectId(carrier.id),
    role,
    ...(driverId ? { driverId: new Types.ObjectId(driverId) } : {}),
  });
  const agent = ctx.agent();
  await agent.post('/api/fleetfolio/login').send({ email, password }).expect(200);
  return { agent, id: String(member._id), email };
}

/** The first of the account's trucks that can take a trip (the sample fleet has one in maintenance). */
export async function truckInService(agent: ReturnType<typeof supertest.agent>): Promise<string> {
  const trucks: { id: string; status: string }[] = (
    await agent.get('/api/fleetfolio/trucks').expect(200)
  ).body;
  const truck = trucks.find((unit) => unit.status === 'active' || unit.status === 'available');
  if (!truck) throw new Error('The account has no truck in service');
  return truck.id;
}
