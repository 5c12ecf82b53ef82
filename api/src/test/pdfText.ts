import { inflateSync } from 'node:zlib';

/**
 * The text lines of a pdfkit document, to assert what a generated PDF says: its content
 * streams inflated and the hex strings of each text run (`[...] TJ`) decoded.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, raw] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw!, 'latin1')).toString('latin1');
    } catch {
      continue; // a font or image stream, not a page's content
    }
    for (const [, run] of content.matchAll(/\[(.*?)\] TJ/g)) {
      lines.push(
        [...run!.matchAll(/<([0-9a-f]*)>/gi)]
          .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
