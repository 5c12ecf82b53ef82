import Router from '@koa/router';
import { anyone } from '../http/routePolicy';
import { useTestDatabase } from '../test';
import { requireCarrier, signIn } from './session';

const probe = new Router({ prefix: '/api/fleetfolio/__probe' });
probe.post('/sign-in', anyone, async (ctx) => {
  await signIn(ctx, 'carrier', 'carrier-1');
  ctx.body = { ok: true };
});
probe.get('/me', anyone, requireCarrier, async (ctx) => {
  ctx.body = { carrierId: ctx.state.carrierId };
});

const t = useTestDatabase({
  extraRouters: [probe],
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    MONGODB_URI: 'mongodb://127.0.0.1:27017',
    SESSION_KEYS: 's'.repeat(40),
    PUBLIC_ORIGIN: 'https://www.example.com',
    ADMIN_PASSWORD: 'a-long-production-secret',
    // Production requires a mail server; nothing here is sent (the outbox keeps it).
    SMTP_URL: 'smtp://127.0.0.1:9',
  },
});

describe('session cookies in production', () => {
  it('use the __Host- prefix with Secure, Path=/ and no Domain', async () => {
    const res = await t
      .request()
      .post('/api/fleetfolio/__probe/sign-in')
      .set('Origin', 'https://www.example.com')
      .expect(200);
    const cookie = res.get('Set-Cookie')?.find((c) => c.startsWith('__Host-carrier_sid='));
    expect(cookie).toMatch(/; path=\/;/);
    expect(cookie).toMatch(/; secure/);
    expect(cookie).toMatch(/samesite=strict/);
    expect(cookie).not.toMatch(/domain=/);
    expect(res.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses origins other than the public one', async () => {
    await t
      .request()
      .post('/api/fleetfolio/__probe/sign-in')
      .set('Origin', 'http://localhost:3000')
      .expect(403);
  });

  it('reads the session back from the prefixed cookie', async () => {
    const agent = t.agent();
    const res = await agent.post('/api/fleetfolio/__probe/sign-in').expect(200);
    const cookies = (res.get('Set-Cookie') ?? []).map((c) => c.split(';')[0]).join('; ');
    const me = await t
      .request()
      .get('/api/fleetfolio/__probe/me')
      .set('Cookie', cookies)
      .expect(200);
    expect(me.body).toEqual({ carrierId: 'carrier-1' });
  });
});
