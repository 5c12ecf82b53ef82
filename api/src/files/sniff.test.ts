import { detectFileType, isPlainText } from './sniff';

const QUOTE_TYPES = ['.pdf', '.doc', '.docx', '.png', '.jpg', '.jpeg', '.txt'];
const PDF = Buffer.from('%PDF-1.7\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const DOC = Buffer.from('d0cf11e0a1b11ae10000000000000000', 'hex');
const zipWith = (...names: string[]) =>
  Buffer.concat([
    Buffer.from('504b0304140006000800', 'hex'),
    ...names.map((name) => Buffer.from(name)),
  ]);

describe('detectFileType', () => {
  it('recognises each allowed type by its bytes', () => {
    expect(detectFileType(PDF, 'a.pdf', QUOTE_TYPES)?.contentType).toBe('application/pdf');
    expect(detectFileType(PNG, 'a.png', QUOTE_TYPES)?.contentType).toBe('image/png');
    expect(detectFileType(JPEG, 'a.jpeg', QUOTE_TYPES)).toEqual({
      extension: '.jpeg',
      contentType: 'image/jpeg',
    });
    expect(detectFileType(DOC, 'a.doc', QUOTE_TYPES)?.extension).toBe('.doc');
    expect(
      detectFileType(zipWith('[Content_Types].xml', 'word/document.xml'), 'a.docx', QUOTE_TYPES)
        ?.extension,
    ).toBe('.docx');
    expect(detectFileType(Buffer.from('Pallets: 12 ✓'), 'a.txt', QUOTE_TYPES)?.contentType).toBe(
      'text/plain; charset=utf-8',
    );
  });

  it('stores what the content is when the name says another allowed type', () => {
    expect(detectFileType(JPEG, 'photo.png', QUOTE_TYPES)?.extension).toBe('.jpg');
  });

  it('refuses content outside the allowed list whatever the name says', () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60)]);
    expect(detectFileType(exe, 'invoice.pdf', QUOTE_TYPES)).toBeNull();
    expect(detectFileType(zipWith('xl/workbook.xml'), 'sheet.docx', QUOTE_TYPES)).toBeNull();
    expect(detectFileType(DOC, 'a.doc', ['.pdf', '.png'])).toBeNull();
    expect(detectFileType(Buffer.alloc(0), 'a.txt', QUOTE_TYPES)).toBeNull();
  });

  it('takes only UTF-8 text without NUL bytes as text', () => {
    expect(isPlainText(Buffer.from('plain text\n'))).toBe(true);
    expect(isPlainText(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(isPlainText(Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});
