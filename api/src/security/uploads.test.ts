import mongoose from 'mongoose';
import type supertest from 'supertest';
import { SAMPLE_FILES } from '../modules/uploads/testing';
import { useTestDatabase } from '../test';
import {
  Tally,
  buildWorld,
  changedCollections,
  databaseDigest,
  report,
  type Agent,
  type World,
} from './support';

const t = useTestDatabase();
const tally = new Tally();
let world: World;
let tripId = '';
const LIMIT = 10 * 1024 * 1024;
const pdf = SAMPLE_FILES.pdf;

/** At least 20 files no upload route may accept: [label, bytes, name]. */
const HOSTILE: Array<[string, Buffer, string]> = [
  ['executable named .pdf', SAMPLE_FILES.exe, 'cdl.pdf'],
  ['HTML named .pdf', Buffer.from('<!DOCTYPE html><script>alert(1)</script>'), 'card.pdf'],
  [
    'SVG with script named .png',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'card.png',
  ],
  [
    'SVG with script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    'card.svg',
  ],
  ['HTML page', Buffer.from('<html><body onload="alert(1)"></body></html>'), 'index.html'],
  ['JPEG named x.jpg.php', SAMPLE_FILES.jpg, 'x.jpg.php'],
  ['PHP named .jpg', Buffer.from('<?php system($_GET["c"]); ?>'), 'x.jpg'],
  ['NUL in the name', pdf, 'cdl.pdf\u0000.html'],
  ['../ name', pdf, '../../../etc/cron.d/x.pdf'],
  ['..\\ name', pdf, '..\\..\\windows\\x.pdf'],
  ['empty file', Buffer.alloc(0), 'empty.pdf'],
  [
    'one byte over the limit',
    Buffer.concat([pdf, Buffer.alloc(LIMIT + 1 - pdf.length, 0x20)]),
    'big.pdf',
  ],
  ['polyglot: executable then PDF', Buffer.concat([SAMPLE_FILES.exe, pdf]), 'poly.pdf'],
  [
    'polyglot: GIF with script named .jpg',
    Buffer.from('GIF89a/*<script>alert(1)</script>*/'),
    'poly.jpg',
  ],
  ['ZIP named .pdf', Buffer.from('504b0304140000000800', 'hex'), 'archive.pdf'],
  [
    'ELF named .png',
    Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(32)]),
    'x.png',
  ],
  ['JPEG named .exe', SAMPLE_FILES.jpg, 'photo.exe'],
  ['PDF named .pdf.exe', pdf, 'doc.pdf.exe'],
  ['shell script named .pdf', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.pdf'],
  ['JavaScript named .js', Buffer.from('alert(document.cookie)'), 'x.js'],
  ['.htaccess', Buffer.from('AddType application/x-httpd-php .jpg'), '.htaccess'],
  ['PNG named .html', SAMPLE_FILES.png, 'x.html'],
];

interface UploadRoute {
  name: string;
  send(bytes: Buffer, name: string): Promise<supertest.Response>;
}

const APPLICANT = {
  firstName: 'Sam',
  lastName: 'Ray',
  email: 'sam@driver.test',
  phone: '555-222-3333',
  address: '1 Main St, Dallas, TX',
  cdlNumber: 'TX1234567',
  cdlClass: 'A',
  yearsExperience: '4',
  hasDui: 'no',
  hasAccidents: 'no',
  isAvailableImmediately: 'true',
};
const OWNER_OPERATOR = {
  ...APPLICANT,
  truckYear: '2021',
  truckMake: 'Peterbilt',
  truckModel: '579',
  truckVin: '1xpbd49x1md123456',
  maintenanceChoice: 'escrow',
};

function multipart(
  request: supertest.Test,
  fields: Record<string, string>,
  files: Record<string, [Buffer, string]>,
) {
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  for (const [name, [bytes, filename]] of Object.entries(files)) {
    // form-data trims a filename to its base name; `filepath` sends the path as a client may.
    const options = { filename, filepath: filename, contentType: 'application/pdf' };
    request.attach(name, bytes, options);
  }
  return request;
}

function uploadRoutes(): UploadRoute[] {
  const carrier: Agent = world.carriers[0];
  const application = (path: string, fields: Record<string, string>) => ({
    name: `POST /api/applications/${path}`,
    send: (bytes: Buffer, name: string) =>
      multipart(t.request().post(`/api/applications/${path}`), fields, {
        cdlDocument: [bytes, name],
        medicalCard: [pdf, 'medical.pdf'],
      }),
  });
  return [
    {
      name: 'PUT /api/objects/uploads/:uploadId (quote document)',
      send: async (bytes, name) => {
        const target = await t.request().post('/api/objects/upload').expect(200);
        return t
          .request()
          .put(target.body.uploadURL as string)
          .set('Content-Type', 'application/octet-stream')
          .set('X-File-Name', encodeURIComponent(name))
          .send(bytes);
      },
    },
    application('driver', APPLICANT),
    application('owner-operator', OWNER_OPERATOR),
    {
      name: 'POST /api/admin/shipments/:id/documents',
      send: (bytes, name) =>
        multipart(
          world.admin.post(`/api/admin/shipments/${world.params.id}/documents`),
          { kind: 'BOL' },
          { file: [bytes, name] },
        ),
    },
    {
      name: 'POST /api/fleetfolio/trips/:id/expenses (receipt)',
      send: (bytes, name) =>
        multipart(
          carrier.post(`/api/fleetfolio/trips/${tripId}/expenses`),
          { expenseType: 'fuel', amount: '100', gallons: '25', state: 'TX' },
          { file: [bytes, name] },
        ),
    },
    {
      name: 'POST /api/fleetfolio/documents',
      send: (bytes, name) =>
        multipart(
          carrier.post('/api/fleetfolio/documents'),
          { kind: 'pod', tripId },
          { file: [bytes, name] },
        ),
    },
  ];
}

async function carrierTrip(agent: Agent): Promise<string> {
  const base = '/api/fleetfolio';
  const [driver] = (await agent.get(`${base}/drivers`).expect(200)).body;
  const trucks: { id: string; status: string }[] = (await agent.get(`${base}/trucks`).expect(200))
    .body;
  const truck = trucks.find((unit) => unit.status === 'active');
  const load = (
    await agent
      .post(`${base}/loads`)
      .send({
        loadNumber: 'UP-1',
        customer: 'Upload Co',
        pickupLocation: 'Memphis, TN',
        deliveryLocation: 'Denver, CO',
        pickupDate: '2026-05-01',
        deliveryDate: '2026-05-04',
        rate: 1000,
      })
      .expect(201)
  ).body;
  const trip = await agent
    .post(`${base}/trips`)
    .send({ tripName: 'UP-TRIP', driverId: driver.id, truckId: truck!.id, loadIds: [load.id] })
    .expect(201);
  return trip.body.id as string;
}

beforeAll(async () => {
  world = await buildWorld(t);
  tripId = await carrierTrip(world.carriers[0]);
}, 60_000);

const storedFiles = () => mongoose.connection.collection('files.files').countDocuments();

describe('hostile uploads', () => {
  it('refuses every hostile file on every upload route with a 4xx, storing nothing', async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
    const before = await databaseDigest();
    const filesBefore = await storedFiles();
    const accepted: string[] = [];
    const routes = uploadRoutes();
    for (const route of routes) {
      for (const [label, bytes, name] of HOSTILE) {
        const response = tally.add(await route.send(bytes, name), `${route.name} ${label}`);
        if (response.status < 400 || response.status >= 500) {
          accepted.push(`${route.name}: ${label} -> ${response.status} ${response.text}`);
        }
      }
    }
    const filesAfter = await storedFiles();
    const changed = changedCollections(before, await databaseDigest());
    report(
      'hostile uploads',
      `${HOSTILE.length} hostile files x ${routes.length} routes: ${tally.summary()}`,
      `not refused with a 4xx: ${accepted.length}; GridFS files stored: ${filesAfter - filesBefore}; collections changed: ${changed.length ? changed : 0}`,
      ...accepted,
      ...tally.leaks,
    );
    expect(accepted).toEqual([]);
    expect(filesAfter).toBe(filesBefore);
    expect(changed).toEqual([]);
    expect(tally.leaks).toEqual([]);
  }, 120_000);
});

describe('accepted files', () => {
  async function expectAttachment(response: supertest.Response, original: string) {
    expect(response.status).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-type']).toBe('application/pdf');
    const stored = await mongoose.connection
      .collection('files.files')
      .find({}, { projection: { filename: 1 } })
      .toArray();
    expect(stored.map((file) => file.filename)).not.toContain(original);
  }

  it('serves a carrier document under a generated name, as an attachment, to its owner only', async () => {
    const [owner, other] = world.carriers;
    const uploaded = await owner
      .post('/api/fleetfolio/documents')
      .field('kind', 'pod')
      .field('tripId', tripId)
      .attach('file', pdf, 'proof.pdf')
      .expect(201);
    const path = `/api/fleetfolio/documents/${uploaded.body.id}`;
    await expectAttachment(await owner.get(path), 'proof.pdf');
    expect((await other.get(path)).status).toBe(404);
    expect((await t.request().get(path)).status).toBe(401);
    expect((await world.admin.get(path)).status).toBe(401);
  });

  it('serves a shipment document to staff and to the shipment client only', async () => {
    const uploaded = await world.admin
      .post(`/api/admin/shipments/${world.params.id}/documents`)
      .field('kind', 'BOL')
      .attach('file', pdf, 'bill.pdf')
      .expect(201);
    const documentId =
      (uploaded.body.documents as Array<{ id: string }>).at(-1)?.id ?? uploaded.body.id;
    const adminPath = `/api/admin/shipments/${world.params.id}/documents/${documentId}`;
    const clientPath = `/api/client-portal/shipments/${world.params.id}/documents/${documentId}`;
    await expectAttachment(await world.admin.get(adminPath), 'bill.pdf');
    await expectAttachment(await world.clients[0].get(clientPath), 'bill.pdf');
    expect((await world.clients[1].get(clientPath)).status).toBe(404);
    expect((await t.request().get(adminPath)).status).toBe(401);
    expect((await world.carriers[0].get(adminPath)).status).toBe(401);
  });
});
