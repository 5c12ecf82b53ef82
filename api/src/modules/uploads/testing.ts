import type supertest from 'supertest';

/** Smallest bytes each allowed type is recognised by. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  jpg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  txt: Buffer.from('Pallets: 12\nStackable: no\n', 'utf8'),
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64, 0)]),
};

/** Asks for a signed upload address and PUTs one file to it, as the quote modal does. */
export async function uploadDocument(
  request: () => ReturnType<typeof supertest>,
  name: string,
  bytes: Buffer,
): Promise<supertest.Response> {
  const target = await request().post('/api/objects/upload').expect(200);
  return request()
    .put(target.body.uploadURL as string)
    .set('Content-Type', 'application/octet-stream')
    .set('X-File-Name', encodeURIComponent(name))
    .send(bytes);
}
