import mongoose from 'mongoose';
import { UPLOAD_MESSAGES } from '@freight/contracts';
import supertest from 'supertest';
import { createApp } from '../../app';
import { FILES_BUCKET } from '../../files';
import { useTestDatabase } from '../../test';
import { report } from '../../security/support';
import { purgeUnclaimedDocuments } from './service';
import { SAMPLE_FILES } from './testing';

// A budget of 300 bytes an hour per address, and unclaimed files kept 60 minutes.
const t = useTestDatabase({
  env: { UPLOAD_BYTES_PER_HOUR: '300', UNCLAIMED_UPLOAD_MINUTES: '60' },
});

const files = () => mongoose.connection.db!.collection(`${FILES_BUCKET}.files`);

const target = (from: string, body?: object) =>
  t.request().post('/api/objects/upload').set('X-Forwarded-For', from).send(body);

const put = (url: string, from: string, bytes: Buffer, name?: string) => {
  const request = t
    .request()
    .put(url)
    .set('X-Forwarded-For', from)
    .set('Content-Type', 'application/octet-stream');
  return (name ? request.set('X-File-Name', encodeURIComponent(name)) : request).send(bytes);
};

beforeEach(async () => {
  await files().deleteMany({});
});

describe('upload budget per address', () => {
  it('refuses bytes over the hourly budget with 429, Retry-After and why, storing nothing', async () => {
    const pdf = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(100 - SAMPLE_FILES.pdf.length, 32)]);
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const address = await target('198.51.100.7').expect(200);
      const res = await put(address.body.uploadURL, '198.51.100.7', pdf, `doc-${n}.pdf`);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.body.message).toBe(
          'Upload limit reached: at most 300 bytes an hour from one address. Please try again later.',
        );
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await files().countDocuments()).toBe(3);
    const another = await target('198.51.100.8').expect(200);
    await put(another.body.uploadURL, '198.51.100.8', pdf, 'other.pdf').expect(201);
    report(
      'upload budget',
      `4 uploads of 100 bytes from one address against 300: ${statuses.join(' ')}`,
    );
  });
  it('holds the budget for uploads sent at once: each reserves its bytes before they are read', async () => {
    const pdf = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(100 - SAMPLE_FILES.pdf.length, 32)]);
    const addresses = await Promise.all([0, 1, 2, 3, 4].map(() => target('198.51.100.9')));
    const answers = await Promise.all(
      addresses.map((address, n) =>
        put(address.body.uploadURL, '198.51.100.9', pdf, `together-${n}.pdf`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await files().countDocuments()).toBe(3);
    report('upload budget', `5 uploads of 100 bytes at once against 300: ${statuses.join(' ')}`);
  });

  it('gives back the bytes of a refused file, so it does not spend the budget', async () => {
    const address = await target('198.51.100.10').expect(200);
    const notAPdf = Buffer.alloc(250, 65);
    await put(address.body.uploadURL, '198.51.100.10', notAPdf, 'fake.pdf').expect(400);
    const again = await target('198.51.100.10').expect(200);
    const pdf = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(250 - SAMPLE_FILES.pdf.length, 32)]);
    await put(again.body.uploadURL, '198.51.100.10', pdf, 'real.pdf').expect(201);
  });
});

describe('the name of an upload', () => {
  it('comes from the X-File-Name header, else from the request that made the address', async () => {
    const named = await target('198.51.100.20', { fileName: 'Bill of lading.pdf' }).expect(200);
    const stored = await put(named.body.uploadURL, '198.51.100.20', SAMPLE_FILES.pdf);
    expect([stored.status, stored.body.name]).toEqual([201, 'Bill of lading.pdf']);

    const tampered = named.body.uploadURL.replace('name=', 'name=x');
    expect((await put(tampered, '198.51.100.20', SAMPLE_FILES.pdf)).status).toBe(403);
  });

  it('answers 400 naming the missing header when neither gives a name', async () => {
    const unnamed = await target('198.51.100.21').expect(200);
    const res = await put(unnamed.body.uploadURL, '198.51.100.21', SAMPLE_FILES.pdf);
    expect([res.status, res.body]).toEqual([
      400,
      {
        message: 'The X-File-Name header is required',
        errors: { 'X-File-Name': 'The X-File-Name header is required' },
      },
    ]);
    expect(await files().countDocuments()).toBe(0);
    await target('198.51.100.21', { fileName: '' }).expect(400);
    await target('198.51.100.21', { other: 1 }).expect(400);
  });
});

describe('one PUT per address across API instances', () => {
  it('stores one file when two instances receive the same address at once', async () => {
    const address = await target('198.51.100.30').expect(200);
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2 * 1024 * 1024, 32)]);
    const other = createApp({ ...t.config, uploadBytesPerHour: 100 * 1024 * 1024 });
    const first = createApp({ ...t.config, uploadBytesPerHour: 100 * 1024 * 1024 });
    const send = (app: typeof other) =>
      supertest(app.callback())
        .put(address.body.uploadURL)
        .set('X-Forwarded-For', '198.51.100.30')
        .set('Content-Type', 'application/octet-stream')
        .set('X-File-Name', 'same.pdf')
        .send(big);
    const statuses = (await Promise.all([send(first), send(other)])).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await files().countDocuments()).toBe(1);
  });
});

describe('the claim of an address in MongoDB', () => {
  it('refuses a PUT while another instance holds the address, and frees it after a refused PUT', async () => {
    const address = await target('198.51.100.31').expect(200);
    const uploadId = String(address.body.uploadURL).split('/').pop()!.split('?')[0]!;
    const claims = mongoose.connection.db!.collection('upload_claims');
    // What another API instance receiving this address right now has written.
    await claims.insertOne({ uploadId, expireAt: new Date(Date.now() + 60_000) });
    const busy = await put(address.body.uploadURL, '198.51.100.31', SAMPLE_FILES.pdf, 'a.pdf');
    expect([busy.status, busy.body.message]).toEqual([409, UPLOAD_MESSAGES.uploadUsed]);
    await claims.deleteOne({ uploadId });

    await put(address.body.uploadURL, '198.51.100.31', SAMPLE_FILES.exe, 'a.pdf').expect(400);
    expect(await claims.countDocuments({ uploadId })).toBe(0);
    await put(address.body.uploadURL, '198.51.100.31', SAMPLE_FILES.pdf, 'a.pdf').expect(201);
    await put(address.body.uploadURL, '198.51.100.31', SAMPLE_FILES.pdf, 'b.pdf').expect(409);
    expect(await files().countDocuments()).toBe(1);
  });
});

describe('unclaimed documents', () => {
  it('are removed after the configured life unless a quote claimed them', async () => {
    const address = await target('198.51.100.40').expect(200);
    await put(address.body.uploadURL, '198.51.100.40', SAMPLE_FILES.pdf, 'left.pdf').expect(201);
    expect(await purgeUnclaimedDocuments(t.config, Date.now() + 59 * 60_000)).toBe(0);
    expect(await purgeUnclaimedDocuments(t.config, Date.now() + 61 * 60_000)).toBe(1);
    expect(await files().countDocuments()).toBe(0);
  });
});
