import { COMPANY_DEFAULTS } from '@freight/contracts';
import { CompanySettingsModel } from '../../db/models';
import { useTestDatabase } from '../../test';
import { previewSvg, wrapText } from './render';

const context = useTestDatabase();

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const fetchPreview = () =>
  context
    .request()
    .get('/api/social-preview')
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('GET /api/social-preview', () => {
  it('answers a 1200x630 PNG of the built-in name while no settings exist', async () => {
    const response = await fetchPreview().expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.body as Buffer;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(response.headers.etag).toMatch(/^".+"$/);
  });

  it('answers 304 for the same ETag and a new image once the settings change', async () => {
    const first = await fetchPreview().expect(200);
    const etag = first.headers.etag as string;
    await context.request().get('/api/social-preview').set('If-None-Match', etag).expect(304);

    await CompanySettingsModel.create({
      companyName: 'Prairie Line Haul',
      tagline: 'Loads on time, every time',
      phone: '555-000-1111',
      email: 'info@prairie.test',
    });
    const changed = await fetchPreview().expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.body as Buffer).equals(first.body as Buffer)).toBe(false);
  });
});

describe('preview SVG', () => {
  it('escapes the text and shows the tagline', () => {
    const svg = previewSvg({ companyName: 'A & B <Haul>', tagline: COMPANY_DEFAULTS.tagline });
    expect(svg).toContain('A &#38; B &#60;Haul&#62;');
    expect(svg).toContain('Your Freight, Our Priority');
  });

  it('wraps long names on two lines at most', () => {
    const lines = wrapText('Midwest Freight Carriers and Logistics of America Incorporated', 24, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
});
