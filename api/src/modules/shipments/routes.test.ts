import { Types } from 'mongoose';
import {
  QuoteRequestModel,
  RateLimitCounterModel,
  ShipmentModel,
  ShipmentUpdateModel,
} from '../../db/models';
import { useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { TRACKING_LOOKUPS } from './routes';
import { createdShipment, shipmentBody, storedQuote } from './testing';

const context = useTestDatabase();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('admin shipments', () => {
  it('refuses every shipment call without an admin session', async () => {
    await context.request().get('/api/admin/shipments').expect(401);
    await context.request().post('/api/admin/shipments').send({}).expect(401);
    expect(await ShipmentModel.countDocuments()).toBe(0);
  });

  it('creates a shipment from a quote with a random number and the quote email', async () => {
    const admin = await signedInAdmin(context);
    const quote = await storedQuote('Shipper.One@Example.com');
    const response = await admin.post('/api/admin/shipments').send(shipmentBody(quote)).expect(201);
    expect(response.body).toMatchObject({
      shipmentNumber: expect.stringMatching(/^FC-[0-9A-HJKMNP-TV-Z]{8}$/),
      customerEmail: 'shipper.one@example.com',
      status: 'pending',
      totalRate: 2450.5,
      updates: [],
      invoices: [],
    });
    const stored = await ShipmentModel.findById(response.body.id).lean();
    expect(String(stored?.quoteRequestId)).toBe(String(quote._id));
    expect(stored?.estimatedPickupDate?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('makes one shipment from a quote, even from two clicks at once', async () => {
    const admin = await signedInAdmin(context);
    const quote = await storedQuote('double.click@example.com');
    const [first, second] = await Promise.all([
      admin.post('/api/admin/shipments').send(shipmentBody(quote)),
      admin.post('/api/admin/shipments').send(shipmentBody(quote)),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const made = first.status === 201 ? first.body : second.body;
    const again = await admin.post('/api/admin/shipments').send(shipmentBody(quote)).expect(409);
    expect(again.body.message).toBe(
      `Shipment ${made.shipmentNumber} already exists for this quote`,
    );
    expect(await ShipmentModel.countDocuments({ quoteRequestId: quote._id })).toBe(1);
    const linked = await QuoteRequestModel.findById(quote._id).lean();
    expect(String(linked?.shipmentId)).toBe(made.id);
    const listed = await admin.get('/api/admin/quotes?q=double.click').expect(200);
    expect(listed.body.items[0].shipment).toEqual({
      id: made.id,
      shipmentNumber: made.shipmentNumber,
    });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const admin = await signedInAdmin(context);
    const before = await ShipmentModel.countDocuments();
    const quote = await storedQuote('bad@example.com');
    const valid = shipmentBody(quote);
    const bad = [
      { ...valid, totalRate: -5 },
      { ...valid, estimatedDeliveryDate: '2026-11-01' },
      { ...valid, driverName: '' },
      { ...valid, customerEmail: 'attacker@example.com' },
      { ...valid, quoteRequestId: 'not-an-id' },
    ];
    for (const body of bad) await admin.post('/api/admin/shipments').send(body).expect(400);
    await admin
      .post('/api/admin/shipments')
      .send({ ...valid, quoteRequestId: '0123456789abcdef01234567' })
      .expect(404);
    expect(await ShipmentModel.countDocuments()).toBe(before);
  });

  it('posts updates that form the timeline and move the status', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'timeline@example.com');
    const url = `/api/admin/shipments/${shipment.id}/updates`;
    await admin
      .post(url)
      .send({
        status: 'in_transit',
        location: 'Springfield, MO',
        notes: 'Rolling',
        timestamp: '2026-12-01T12:00:00Z',
      })
      .expect(201);
    const delivered = await admin
      .post(url)
      .send({ status: 'delivered', location: 'Dallas, TX', timestamp: '2026-12-03T16:00:00Z' })
      .expect(201);
    expect(delivered.body.status).toBe('delivered');
    expect(delivered.body.updates.map((u: { status: string }) => u.status)).toEqual([
      'delivered',
      'in_transit',
    ]);
    expect(delivered.body.updates[0].createdBy).toBe('staff');

    const stored = await ShipmentModel.findById(shipment.id).lean();
    expect(stored).toMatchObject({ status: 'delivered', currentLocation: 'Dallas, TX' });
    expect(stored?.actualPickupDate?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(stored?.actualDeliveryDate?.toISOString()).toBe('2026-12-03T16:00:00.000Z');
    expect(await ShipmentUpdateModel.countDocuments({ shipmentId: shipment.id })).toBe(2);

    const listed = await admin.get('/api/admin/shipments?status=delivered').expect(200);
    expect(listed.body.items.map((s: { id: string }) => s.id)).toEqual([shipment.id]);
    expect(listed.body.items[0].invoices).toEqual([]);
    await admin.get('/api/admin/shipments?status=lost').expect(400);

    await admin.post(url).send({ status: 'in_transit' }).expect(409);
    await admin.post(url).send({ status: 'lost' }).expect(400);
    expect(await ShipmentUpdateModel.countDocuments({ shipmentId: shipment.id })).toBe(2);
  });

  it('attaches PDF documents checked by content and serves them to admins', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'docs@example.com');
    const url = `/api/admin/shipments/${shipment.id}/documents`;
    const attached = await admin
      .post(url)
      .field('kind', 'BOL')
      .attach('file', PDF, 'bol.pdf')
      .expect(201);
    expect(attached.body.documents).toEqual([
      expect.objectContaining({ kind: 'BOL', filename: 'bol.pdf' }),
    ]);
    await admin
      .post(url)
      .field('kind', 'POD')
      .attach('file', Buffer.from('<html>not a pdf</html>'), 'pod.pdf')
      .expect(400);
    await admin.post(url).field('kind', 'INVOICE').attach('file', PDF, 'x.pdf').expect(400);
    const stored = await ShipmentModel.findById(shipment.id).lean();
    expect(stored?.documents).toHaveLength(1);

    const download = await admin.get(`${url}/${attached.body.documents[0].id}`).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const tracked = await context
      .request()
      .get(`/api/shipments/track/${shipment.shipmentNumber}`)
      .expect(200);
    expect(tracked.body.documents).toEqual([{ kind: 'BOL', uploadedAt: expect.any(String) }]);
  });
});

describe('public tracking', () => {
  it('shows the listed fields only, newest update first, for any letter case', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'public@example.com');
    await admin
      .post(`/api/admin/shipments/${shipment.id}/updates`)
      .send({ status: 'confirmed', timestamp: '2026-11-30T09:00:00Z' })
      .expect(201);
    await admin
      .post(`/api/admin/shipments/${shipment.id}/updates`)
      .send({ status: 'in_transit', location: 'Joplin, MO', timestamp: '2026-12-01T09:00:00Z' })
      .expect(201);
    const response = await context
      .request()
      .get(`/api/shipments/track/${shipment.shipmentNumber.toLowerCase()}`)
      .expect(200);
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'deliveryAddress',
        'documents',
        'driverName',
        'driverPhone',
        'estimatedDeliveryDate',
        'estimatedPickupDate',
        'pickupAddress',
        'route',
        'deliveryEstimate',
        'shipmentNumber',
        'status',
        'truckNumber',
        'updates',
      ].sort(),
    );
    expect(response.body.status).toBe('in_transit');
    expect(response.body.updates.map((u: { status: string }) => u.status)).toEqual([
      'in_transit',
      'confirmed',
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/public@example\.com|2450|Dock 4|staff/);
    expect(response.body.documents).toEqual([]);
  });

  it('draws the route, marks the last known place and estimates delivery from the miles left', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'route@example.com');
    const url = `/api/admin/shipments/${shipment.id}/updates`;
    const track = () => context.request().get(`/api/shipments/track/${shipment.shipmentNumber}`);

    const booked = (await track().expect(200)).body;
    expect(booked.route.pickup).toMatchObject({ name: expect.stringContaining('Chicago') });
    expect(booked.route.delivery).toMatchObject({ name: expect.stringContaining('Dallas') });
    expect(booked.route.line.length).toBeGreaterThan(10);
    expect(booked.route.line[0]).toEqual([
      Number(booked.route.pickup.lon.toFixed(4)),
      Number(booked.route.pickup.lat.toFixed(4)),
    ]);
    expect(booked.route.lastKnown).toBeNull();
    expect(booked.deliveryEstimate).toEqual({ basis: 'schedule', at: '2026-12-03T00:00:00.000Z' });

    await admin
      .post(url)
      .send({ status: 'picked_up', location: 'Chicago, IL', timestamp: '2026-12-01T08:00:00Z' })
      .expect(201);
    await admin
      .post(url)
      .send({
        status: 'in_transit',
        location: 'Springfield, MO',
        timestamp: '2026-12-01T16:00:00Z',
      })
      .expect(201);
    const moving = (await track().expect(200)).body;
    expect(moving.route.lastKnown).toMatchObject({
      name: 'Springfield, MO',
      at: '2026-12-01T16:00:00.000Z',
    });
    // Missouri's Springfield (about 93.3° W), not Illinois's (89.6° W).
    expect(moving.route.lastKnown.lon).toBeCloseTo(-93.3, 0);
    const estimate = moving.deliveryEstimate;
    expect(estimate).toMatchObject({ basis: 'distance', averageMph: 50 });
    // Springfield, MO to Dallas is about 360 straight miles; × 1.2 for roads.
    expect(estimate.milesLeft).toBeGreaterThan(380);
    expect(estimate.milesLeft).toBeLessThan(480);
    const hours = (Date.parse(estimate.at) - Date.parse('2026-12-01T16:00:00Z')) / 3_600_000;
    expect(hours).toBeCloseTo(estimate.milesLeft / 50, 1);
    const stored = await ShipmentModel.findById(shipment.id).lean();
    expect(stored?.actualPickupDate?.toISOString()).toBe('2026-12-01T08:00:00.000Z');

    await admin
      .post(url)
      .send({ status: 'exception', location: 'Yard 7 gate', timestamp: '2026-12-02T08:00:00Z' })
      .expect(201);
    const unresolved = (await track().expect(200)).body;
    expect(unresolved.status).toBe('exception');
    expect(unresolved.route.lastKnown).toBeNull();
    expect(unresolved.deliveryEstimate).toEqual({
      basis: 'schedule',
      at: '2026-12-03T00:00:00.000Z',
    });

    await admin
      .post(url)
      .send({ status: 'delivered', location: 'Dallas, TX', timestamp: '2026-12-02T18:00:00Z' })
      .expect(201);
    const delivered = (await track().expect(200)).body;
    expect(delivered.route.lastKnown).toMatchObject({ name: expect.stringContaining('Dallas') });
    expect(delivered.deliveryEstimate).toBeNull();
  });

  it('answers 404 for an unknown number and 400 for a malformed one', async () => {
    const unknown = await context.request().get('/api/shipments/track/FC-ZZZZZZZZ').expect(404);
    expect(unknown.body).toEqual({ message: 'Shipment not found' });
    await context
      .request()
      .get(`/api/shipments/track/${'A'.repeat(60)}`)
      .expect(400);
    await context.request().get('/api/shipments/track/%20').expect(400);
  });

  it('limits lookups per address, counted in MongoDB, and answers the limit with 429', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'limit@example.com');
    const lookup = (address: string) =>
      context
        .request()
        .get(`/api/shipments/track/${shipment.shipmentNumber}`)
        .set('X-Forwarded-For', address);
    const statuses: number[] = [];
    for (let call = 0; call < TRACKING_LOOKUPS.points + 1; call += 1) {
      statuses.push((await lookup('198.51.100.77')).status);
    }
    expect(statuses.slice(0, TRACKING_LOOKUPS.points).every((status) => status === 200)).toBe(true);
    const refused = await lookup('198.51.100.77');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TRACKING_LOOKUPS.message);
    expect(JSON.stringify(refused.body)).not.toContain('limit@example.com');
    await lookup('198.51.100.78').expect(200);
    expect(await RateLimitCounterModel.countDocuments()).toBeGreaterThan(0);
  });
});

describe('the admin shipments table', () => {
  type Page = { body: { items: Array<{ customerEmail: string }>; nextCursor: string | null } };
  const emails = (response: Page) => response.body.items.map((item) => item.customerEmail);

  it('pages, sorts, searches and filters by status and creation day, refusing bad queries', async () => {
    await ShipmentModel.deleteMany({});
    const admin = await signedInAdmin(context);
    const made = [];
    for (const [day, email] of ['ann@a.test', 'ben@b.test', 'cal@c.test'].entries()) {
      const shipment = await createdShipment(admin, email);
      // Straight to the collection: mongoose keeps createdAt as it was first written.
      await ShipmentModel.collection.updateOne(
        { _id: new Types.ObjectId(shipment.id) },
        {
          $set: {
            createdAt: new Date(`2026-04-0${day + 1}T12:00:00Z`),
            estimatedDeliveryDate: new Date(`2026-05-0${3 - day}T00:00:00Z`),
          },
        },
      );
      made.push(shipment);
    }
    await admin
      .post(`/api/admin/shipments/${made[1]!.id}/updates`)
      .send({ status: 'in_transit', location: 'Tulsa, OK' })
      .expect(201);
    const list = '/api/admin/shipments';

    const first = await admin.get(`${list}?limit=2`).expect(200);
    expect(emails(first)).toEqual(['cal@c.test', 'ben@b.test']);
    expect(first.body.total).toBe(3);
    expect(first.body.items[1]).toMatchObject({
      shipmentNumber: made[1]!.shipmentNumber,
      status: 'in_transit',
      invoices: [],
      updates: [{ status: 'in_transit', location: 'Tulsa, OK' }],
    });
    const rest = await admin.get(`${list}?limit=2&cursor=${first.body.nextCursor}`).expect(200);
    expect(emails(rest)).toEqual(['ann@a.test']);
    expect(rest.body.nextCursor).toBeNull();

    const soonest = await admin.get(`${list}?sort=estimatedDeliveryDate&dir=asc`).expect(200);
    expect(emails(soonest)).toEqual(['cal@c.test', 'ben@b.test', 'ann@a.test']);
    const byNumber = await admin.get(`${list}?q=${made[0]!.shipmentNumber.toLowerCase()}`);
    expect(emails(byNumber)).toEqual(['ann@a.test']);
    expect(emails(await admin.get(`${list}?q=BEN@`).expect(200))).toEqual(['ben@b.test']);
    const days = await admin.get(`${list}?from=2026-04-01&to=2026-04-02`).expect(200);
    expect(emails(days)).toEqual(['ben@b.test', 'ann@a.test']);
    const moving = await admin.get(`${list}?status=in_transit`).expect(200);
    expect(moving.body).toMatchObject({ total: 1, nextCursor: null });

    const before = await ShipmentModel.find().lean();
    const refused = await admin.get(`${list}?customer=ann@a.test`).expect(400);
    expect(refused.body.errors).toEqual({ customer: 'customer is not allowed' });
    await admin.get(`${list}?status=lost`).expect(400);
    await admin.get(`${list}?sort=driverPhone`).expect(400);
    await admin.get(`${list}?to=2026-02-30`).expect(400);
    await admin.get(`${list}?limit=500`).expect(400);
    expect(await ShipmentModel.find().lean()).toEqual(before);
  });

  it('answers one shipment by id with its invoices, 404 for an unknown id, 400 for a malformed one', async () => {
    const admin = await signedInAdmin(context);
    const shipment = await createdShipment(admin, 'one@shipment.test');
    const one = await admin.get(`/api/admin/shipments/${shipment.id}`).expect(200);
    expect(one.body).toMatchObject({ id: shipment.id, invoices: [], updates: [] });
    await admin.get('/api/admin/shipments/000000000000000000000000').expect(404);
    await admin.get('/api/admin/shipments/not-an-id').expect(400);
  });
});
