import type { FleetRegistration } from '@freight/contracts';
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
