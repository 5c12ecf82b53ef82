import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import mongoose from 'mongoose';
import { clientAddress, clientAddressOf } from '../http/clientAddress';
import { TEST_ADMIN } from '../modules/admin-auth/testing';
import { ensureDefaultAdmin } from '../modules/admin-auth';
import { useTestDatabase } from '../test';
import { report } from './support';

/** One trusted hop, the default: the API behind the shell's proxy or an ingress. */
const t = useTestDatabase({ env: { TRUST_PROXY_HOPS: '1' } });

const login = (forwardedFor: string | undefined, password: string) => {
  const request = t.request().post('/api/admin/login');
  if (forwardedFor !== undefined) request.set('X-Forwarded-For', forwardedFor);
  return request.send({ username: TEST_ADMIN.username, password });
};

const failureKeys = async () =>
  (await mongoose.connection.collection('sign_in_failures').find().toArray()).map((doc) =>
    String(doc.key),
  );

beforeAll(() =>
  ensureDefaultAdmin({
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    adminEmail: TEST_ADMIN.email,
  }),
);

beforeEach(() => mongoose.connection.collection('sign_in_failures').deleteMany({}));

describe('the client address rule', () => {
  it('takes the entry that many hops from the right, else the peer', () => {
    expect(clientAddressOf('203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddressOf('198.51.100.1, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddressOf('198.51.100.1, 203.0.113.7, 10.0.0.2', '10.0.0.1', 2)).toBe(
      '203.0.113.7',
    );
    expect(clientAddressOf('203.0.113.7', '10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientAddressOf('203.0.113.7', '10.0.0.1', 0)).toBe('10.0.0.1');
    expect(clientAddressOf(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientAddressOf('2001:db8::1', '10.0.0.1', 1)).toBe('2001:db8::1');
  });

  it.each([
    ['not an address', 'evil'],
    ['a bad trusted entry', '203.0.113.7, evil'],
    ['an empty trusted entry', '203.0.113.7,'],
    ['a port', '203.0.113.7:4000'],
  ])('ignores a header whose trusted part has %s', (_, header) => {
    expect(clientAddressOf(header, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientAddressOf(`198.51.100.1, ${header}`, '10.0.0.1', 2)).toBe('10.0.0.1');
  });

  it.each([
    ['garbage', 'evil, <script>, 203.0.113.7'],
    ['an empty entry', '198.51.100.1,,203.0.113.7'],
    ['padding over 1 kB', `${'1.1.1.1, '.repeat(120)}203.0.113.7`],
    [
      'over 20 entries',
      `${Array.from({ length: 21 }, (_, i) => `198.51.100.${i}`).join(', ')}, 203.0.113.7`,
    ],
  ])(
    'reads the trusted entry whatever the client wrote before it (%s), never moving it onto the proxy',
    (_, header) => {
      expect(clientAddressOf(header, '10.0.0.1', 1)).toBe('203.0.113.7');
      expect(clientAddressOf(`${header}, 10.0.0.2`, '10.0.0.1', 2)).toBe('203.0.113.7');
    },
  );
});

describe('ctx.ip when the peer address is gone', () => {
  it('never falls back to an entry the client wrote', async () => {
    // A socket that is not connected has no remote address, as after the client hung up.
    const request = new IncomingMessage(new Socket());
    // The trusted entry is no address, so the rule answers the peer's: none.
    request.headers = { 'x-forwarded-for': '198.51.100.66, 192.0.2.8, unknown' };
    const ctx = t.app.createContext(request, new ServerResponse(request));
    await clientAddress(t.config.trustProxyHops)(ctx, () => Promise.resolve());
    expect(['198.51.100.66', '192.0.2.8']).not.toContain(ctx.ip);
  });
});

describe('sign-in lockout behind one trusted proxy', () => {
  it('locks one client out from the 11th wrong password whatever first entries it forges', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      const forged = `198.51.100.${attempt}`;
      statuses.push((await login(`${forged}, 203.0.113.7`, 'wrong password')).status);
    }
    report(
      'forged X-Forwarded-For, 1 trusted hop',
      `25 wrong admin passwords, each with another forged first entry: ${statuses.join(' ')}`,
    );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
    expect(await failureKeys()).toEqual([`sign_in:admin:${TEST_ADMIN.username}:203.0.113.7`]);
  }, 60_000);

  it("cannot lock a victim's address out by forging it", async () => {
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      await login('192.0.2.50, 203.0.113.66', 'wrong password').expect((res) => {
        expect([401, 429]).toContain(res.status);
      });
    }
    await login('192.0.2.50', TEST_ADMIN.password).expect(200);
  }, 60_000);

  it.each([
    ['not an address', 'evil'],
    ['a port', '203.0.113.7:4000'],
    ['a bad trusted entry after padding over 1 kB', `${'1.1.1.1, '.repeat(120)}evil`],
  ])('keys a header with %s on the peer address, without a 5xx', async (_, header) => {
    const response = await login(header, 'wrong password');
    expect(response.status).toBe(401);
    const [key] = await failureKeys();
    expect(key).toMatch(
      new RegExp(`^sign_in:admin:${TEST_ADMIN.username}:(::ffff:)?127\\.0\\.0\\.1$`),
    );
  });
});
