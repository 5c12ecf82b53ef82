import type supertest from 'supertest';
import type { TestContext } from '../../test';
import { ensureDefaultAdmin } from './service';

export const TEST_ADMIN = {
  username: 'staff',
  password: 'correct horse battery',
  email: 'staff@example.com',
};

/** Creates the test admin (once per database) and answers an agent signed in as it. */
export async function signedInAdmin(
  context: TestContext,
): Promise<ReturnType<typeof supertest.agent>> {
  await ensureDefaultAdmin({
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    adminEmail: TEST_ADMIN.email,
  });
  const agent = context.agent();
  await agent
    .post('/api/admin/login')
    .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
    .expect(200);
  return agent;
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(response: supertest.Response): string[] {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return (header ?? []).map((cookie) => cookie.split(';')[0] ?? '');
}
