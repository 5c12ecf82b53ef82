import request from 'supertest';
import { createApp, depsOf } from '../../app';
import { KEEP_MS } from '../../auth/sessionCache';
import { AdminModel } from '../../db/models/admins';
import { useTestDatabase, waitFor } from '../../test';
import { ensureDefaultAdmin } from './service';
import { cookiesOf } from './testing';

const context = useTestDatabase();
/** Waits shorter than a kept read lives, so a deactivation is not met by the read's expiry. */
const QUICKLY = { timeoutMs: KEEP_MS / 2, everyMs: 50 };

describe('a second API instance keeping sessions', () => {
  it("signs out an admin deactivated on another instance at the admin's next request", async () => {
    await ensureDefaultAdmin({
      adminUsername: 'two-instances',
      adminPassword: 'two instances password',
      adminEmail: 'two@example.com',
    });
    const other = createApp(context.config);
    depsOf(other).sessionCache.start();
    try {
      const signIn = await context
        .request()
        .post('/api/admin/login')
        .send({ username: 'two-instances', password: 'two instances password' })
        .expect(200);
      const cookies = cookiesOf(signIn);
      const quotes = () =>
        request(other.callback()).get('/api/admin/quotes').set('Cookie', cookies);
      await waitFor(
        async () => (await quotes()).status === 200,
        'the admin to read quotes',
        QUICKLY,
      );
      // Once its change stream answers (within half a second), the second keeps what it reads.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await quotes().expect(200);

      await AdminModel.updateOne({ username: 'two-instances' }, { $set: { isActive: false } });
      await waitFor(
        async () => (await quotes()).status === 401,
        'the deactivation to count',
        QUICKLY,
      );
    } finally {
      await depsOf(other).sessionCache.stop();
    }
  });
});
