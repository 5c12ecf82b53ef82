import mongoose from 'mongoose';
import { useTestDatabase } from '../../test';

const t = useTestDatabase();

describe('GET /api/health', () => {
  it('reports ok while the database answers', async () => {
    const res = await t.request().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) });
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 degraded when the database is down, and recovers', async () => {
    const { name } = mongoose.connection;
    const uri = process.env.TEST_MONGODB_URI ?? process.env.MONGODB_URI ?? '';
    await mongoose.disconnect();
    const res = await t.request().get('/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'degraded', database: 'down' });
    await mongoose.connect(uri, { dbName: name, runtimeAdapters: { os: await import('node:os') } });
    await t.request().get('/api/health').expect(200);
  });
});
