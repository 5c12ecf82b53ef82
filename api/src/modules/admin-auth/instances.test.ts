import request from 'supertest';
import { createApp, depsOf } from '../../app';
import { AdminModel } from '../../db/models/admins';
import { eventually, useTestDatabase } from '../../test';
import { ensureDefaultAdmin } from './service';
import { cookiesOf } from './testing';

const context = useTestDatabase();

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
      expect(await eventually(async () => (await quotes()).status === 200)).toBe(true);
      // Once its change stream answers (within half a second), the second keeps what it reads.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await quotes().expect(200);

      await AdminModel.updateOne({ username: 'two-instances' }, { $set: { isActive: false } });
      expect(await eventually(async () => (await quotes()).status === 401)).toBe(true);
    } finally {
      await depsOf(other).sessionCache.stop();
    }
  });
});
