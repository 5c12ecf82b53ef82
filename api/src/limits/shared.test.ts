import type Koa from 'koa';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { createApp } from '../app';
import { QuoteRequestModel } from '../db/models';
import { QUOTE_SUBMISSIONS } from '../modules/quotes';
import { useTestDatabase } from '../test';
import { report } from '../security/support';

/** Instance A of the API; B and C are more createApp instances on the same database. */
const a = useTestDatabase();

const quote = (email: string) => ({
  companyName: 'Shared Limits Co',
  contactName: 'Pat',
  email,
  phone: '312-555-0199',
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'Dallas, TX',
  freightType: 'ftl',
});

const submit = (app: Koa, address: string, email: string) =>
  supertest(app.callback()).post('/api/quotes').set('X-Forwarded-For', address).send(quote(email));

describe('limits shared by every instance on the database', () => {
  it('stops quote submissions split across two instances at the one limit, and a restart remembers', async () => {
    const b = createApp(a.config);
    const statuses: string[] = [];
    for (let n = 1; n <= QUOTE_SUBMISSIONS.points + 2; n += 1) {
      const [name, app] = n % 2 ? ['A', a.app] : ['B', b];
      const response = await submit(app, '203.0.113.21', `split-${n}@shared.test`);
      statuses.push(`${name}:${response.status}`);
    }
    const restarted = createApp(a.config);
    const afterRestart = await submit(restarted, '203.0.113.21', 'restart@shared.test');
    const otherVisitor = await submit(restarted, '203.0.113.22', 'other@shared.test');
    report(
      'limits across instances',
      `${QUOTE_SUBMISSIONS.points + 2} quotes from one address, alternating A and B: ${statuses.join(' ')}`,
      `a third instance started afterwards: ${afterRestart.status} for that address, ${otherVisitor.status} for another`,
    );
    const accepted = statuses.filter((status) => status.endsWith(':201'));
    expect(accepted).toHaveLength(QUOTE_SUBMISSIONS.points);
    expect(statuses.slice(QUOTE_SUBMISSIONS.points)).toEqual(['A:429', 'B:429']);
    expect(afterRestart.status).toBe(429);
    expect(afterRestart.headers['retry-after']).toMatch(/^\d+$/);
    expect(afterRestart.body.message).toBe(QUOTE_SUBMISSIONS.message);
    expect(otherVisitor.status).toBe(201);
    // The count lives in the database, not in any one process.
    const counter = await mongoose.connection
      .collection('rate_limits')
      .findOne({ key: 'quote:203.0.113.21' });
    expect(counter?.points).toBe(QUOTE_SUBMISSIONS.points);
    expect(await QuoteRequestModel.countDocuments({ companyName: 'Shared Limits Co' })).toBe(
      QUOTE_SUBMISSIONS.points + 1,
    );
  });

  it('answers 503 with Retry-After, storing nothing, when the counters cannot be read', async () => {
    // A connection never opened: every counter operation times out as in a database outage.
    const unreachable = mongoose.createConnection();
    try {
      const app = createApp(a.config, { connection: unreachable });
      const response = await submit(app, '203.0.113.30', 'outage@shared.test');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual({ message: 'Service temporarily unavailable' });
      expect(await QuoteRequestModel.countDocuments({ email: 'outage@shared.test' })).toBe(0);
    } finally {
      await unreachable.close();
    }
  });
});
