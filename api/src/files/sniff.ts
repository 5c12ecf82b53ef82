import { filetypeinfo } from 'magic-bytes.js';
import { fileExtension } from '@freight/contracts';

/** A file type recognised from the bytes themselves. */
export interface DetectedType {
  extension: string;
  contentType: string;
}

const ZIP_WORD_MARKERS = ['[Content_Types].xml', 'word/'];

const BY_EXTENSION: Record<string, { typename: string; contentType: string }> = {
  '.pdf': { typename: 'pdf', contentType: 'application/pdf' },
  '.png': { typename: 'png', contentType: 'image/png' },
  '.jpg': { typename: 'jpg', contentType: 'image/jpeg' },
  '.jpeg': { typename: 'jpg', contentType: 'image/jpeg' },
  '.doc': { typename: 'doc', contentType: 'application/msword' },
  '.docx': {
    typename: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

/** Path separators and control characters (NUL included) never belong in an upload's name. */
function isUnsafeName(name: string): boolean {
  return [...name].some(
    (char) => char === '/' || char === '\\' || char.charCodeAt(0) < 32 || char === '\u007f',
  );
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text with no NUL byte: what a .txt upload must contain. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function isWordDocument(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 64 * 1024)).toString('latin1');
  return ZIP_WORD_MARKERS.every((marker) => head.includes(marker));
}

function matches(extension: string, bytes: Uint8Array, typenames: Set<string>): boolean {
  if (extension === '.txt') return typenames.size === 0 && isPlainText(bytes);
  const expected = BY_EXTENSION[extension];
  if (!expected || !typenames.has(expected.typename)) return false;
  return extension !== '.docx' || isWordDocument(bytes);
}

function detectedFor(extension: string): DetectedType {
  if (extension === '.txt') return { extension, contentType: 'text/plain; charset=utf-8' };
  return {
    extension,
    contentType: BY_EXTENSION[extension]?.contentType ?? 'application/octet-stream',
  };
}

/**
 * The type of `bytes` among `allowed` extensions, judged by content (magic bytes), never by the
 * declared MIME type. The name's own extension is tried first so a .jpeg stays .jpeg; a file
 * whose name says one allowed type and whose content is another allowed type is stored as what
 * its content is (text excepted: only a .txt name makes text). Null when the content is none of
 * the allowed types, or the name has no allowed extension, a path separator or a control character.
 */
export function detectFileType(
  bytes: Uint8Array,
  name: string,
  allowed: readonly string[],
): DetectedType | null {
  const own = fileExtension(name);
  if (bytes.length === 0 || isUnsafeName(name) || !allowed.includes(own)) return null;
  const typenames = new Set(filetypeinfo(bytes.subarray(0, 4096)).map((guess) => guess.typename));
  // Any bytes without NUL pass as text, so text is only what a .txt name declares.
  const candidates = [own, ...allowed.filter((extension) => extension !== '.txt')];
  const found = candidates.find((extension) => matches(extension, bytes, typenames));
  return found ? detectedFor(found) : null;
}

/** True when the name's extension is one of `allowed` (checked before reading content). */
export function hasAllowedExtension(name: string, allowed: readonly string[]): boolean {
  return allowed.includes(fileExtension(name));
}
