import mongoose from 'mongoose';
import { FILES_BUCKET } from '../../files';
import { useTestDatabase } from '../../test';
import { purgeUnclaimedDocuments } from './service';
import { signUpload } from './signing';
import { SAMPLE_FILES, uploadDocument } from './testing';

const context = useTestDatabase();

const storedFiles = () =>
  mongoose.connection.db!.collection(`${FILES_BUCKET}.files`).find().toArray();

function signingKey(): string {
  return (context.app.keys as string[])[0] as string;
}

const put = (url: string, name: string, bytes: Buffer) =>
  context
    .request()
    .put(url)
    .set('Content-Type', 'application/octet-stream')
    .set('X-File-Name', encodeURIComponent(name))
    .send(bytes);

beforeEach(async () => {
  await mongoose.connection.db!.collection(`${FILES_BUCKET}.files`).deleteMany({});
  await mongoose.connection.db!.collection(`${FILES_BUCKET}.chunks`).deleteMany({});
});

describe('POST /api/objects/upload', () => {
  it('answers a signed single-part upload address that expires', async () => {
    const response = await context.request().post('/api/objects/upload').expect(200);
    expect(response.body.method).toBe('PUT');
    expect(response.body.uploadURL).toMatch(
      /^\/api\/objects\/uploads\/[0-9a-f]{32}\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const minutes = (Date.parse(response.body.expiresAt) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });
});

describe('PUT /api/objects/uploads/:id', () => {
  it('stores a PDF in GridFS under a generated name and answers its address', async () => {
    const response = await uploadDocument(context.request, 'Bill of lading.pdf', SAMPLE_FILES.pdf);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      url: `/api/files/${response.body.id}`,
      name: 'Bill of lading.pdf',
      size: SAMPLE_FILES.pdf.length,
      contentType: 'application/pdf',
    });
    const [file] = await storedFiles();
    expect(file?.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(file?.metadata).toMatchObject({
      owner: 'quote-document',
      originalName: 'Bill of lading.pdf',
    });
  });

  it('accepts UTF-8 text and refuses text with NUL bytes', async () => {
    expect((await uploadDocument(context.request, 'notes.txt', SAMPLE_FILES.txt)).status).toBe(201);
    const binary = Buffer.from('line\u0000more', 'utf8');
    const refused = await uploadDocument(context.request, 'notes.txt', binary);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Invalid file type. Allowed: .pdf, .doc, .docx, .png, .jpg, .jpeg, .txt',
    );
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a renamed executable posing as a PDF, whatever type it declares', async () => {
    const target = await context.request().post('/api/objects/upload').expect(200);
    const response = await context
      .request()
      .put(target.body.uploadURL)
      .set('Content-Type', 'application/pdf')
      .set('X-File-Name', 'invoice.pdf')
      .send(SAMPLE_FILES.exe);
    expect(response.status).toBe(400);
    expect(await storedFiles()).toHaveLength(0);
  });

  it('refuses a disallowed extension before reading the content', async () => {
    const response = await uploadDocument(context.request, 'tool.exe', SAMPLE_FILES.exe);
    expect(response.status).toBe(400);
    expect(await storedFiles()).toHaveLength(0);
  });

  it('refuses a file over 10485760 bytes', async () => {
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10485760)]);
    const response = await uploadDocument(context.request, 'huge.pdf', big);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('File size must be less than 10MB');
    expect(await storedFiles()).toHaveLength(0);
  });

  it('accepts exactly one PUT per address', async () => {
    const target = await context.request().post('/api/objects/upload').expect(200);
    expect((await put(target.body.uploadURL, 'a.pdf', SAMPLE_FILES.pdf)).status).toBe(201);
    const again = await put(target.body.uploadURL, 'b.pdf', SAMPLE_FILES.pdf);
    expect(again.status).toBe(409);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses an expired address and a forged signature', async () => {
    const expired = signUpload(signingKey(), Date.now() - 16 * 60 * 1000);
    const late = await put(expired.uploadURL, 'a.pdf', SAMPLE_FILES.pdf);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('Request has expired');

    const fresh = signUpload(signingKey());
    const forged = fresh.uploadURL.replace(/signature=[0-9a-f]/, (match) =>
      match.endsWith('0') ? `${match.slice(0, -1)}1` : `${match.slice(0, -1)}0`,
    );
    expect((await put(forged, 'a.pdf', SAMPLE_FILES.pdf)).status).toBe(403);
    expect(
      (await put(fresh.uploadURL.split('?')[0] as string, 'a.pdf', SAMPLE_FILES.pdf)).status,
    ).toBe(400);
    expect(await storedFiles()).toHaveLength(0);
  });

  it('requires the file name header', async () => {
    const target = await context.request().post('/api/objects/upload').expect(200);
    const response = await context
      .request()
      .put(target.body.uploadURL)
      .set('Content-Type', 'application/octet-stream')
      .send(SAMPLE_FILES.pdf);
    expect(response.status).toBe(400);
  });
});

describe('abandoned documents', () => {
  it('are removed once their configured life is over unless a quote claimed them', async () => {
    expect((await uploadDocument(context.request, 'left.pdf', SAMPLE_FILES.pdf)).status).toBe(201);
    const kept = await uploadDocument(context.request, 'kept.pdf', SAMPLE_FILES.pdf);
    await mongoose.connection
      .db!.collection(`${FILES_BUCKET}.files`)
      .updateOne(
        { _id: new mongoose.Types.ObjectId(kept.body.id as string) },
        { $set: { 'metadata.claimedBy': 'quote:x' } },
      );
    expect(await purgeUnclaimedDocuments(context.config)).toBe(0);
    expect(await purgeUnclaimedDocuments(context.config, Date.now() + 61 * 60 * 1000)).toBe(1);
    const names = (await storedFiles()).map((file) => file.metadata.originalName);
    expect(names).toEqual(['kept.pdf']);
    const chunks = await mongoose.connection
      .db!.collection(`${FILES_BUCKET}.chunks`)
      .countDocuments();
    expect(chunks).toBe(1);
  });
});
