// Upload limits, texts and file addresses without joi (the schemas are in uploads.ts): the
// landing page's first files use them.

/** 10485760 bytes: the per-file limit of quote documents and application files (spec 000 §5). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Documents a visitor may attach to a quote request (spec 000 §5, §9). */
export const QUOTE_DOCUMENT_LIMITS = {
  maxFiles: 5,
  maxFileSize: MAX_UPLOAD_BYTES,
  extensions: ['.pdf', '.doc', '.docx', '.png', '.jpg', '.jpeg', '.txt'],
} as const;

/** CDL documents and medical cards of the two application kinds (spec 000 §5, §9). */
export const APPLICATION_FILE_LIMITS = {
  maxFileSize: MAX_UPLOAD_BYTES,
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
} as const;

/** Upload retry schedule and parallelism of the quote document uploader (spec 000 §9). */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;
export const UPLOAD_CONCURRENCY = 6;

/** Lifetime of a signed single-use upload address. */
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;

export const UPLOAD_MESSAGES = {
  fileTooLarge: 'File size must be less than 10MB',
  missingMeta: 'Missing required meta field: %{fields}.',
  uploadExpired: 'Request has expired',
  uploadUsed: 'This upload address has already been used',
  uploadInvalid: 'Invalid upload address',
  contentMismatch: 'The file content does not match an allowed type',
  emptyFile: 'The file is empty',
} as const;

/** 'Invalid file type. Allowed: .pdf, .jpg, .jpeg, .png' */
export function invalidFileTypeMessage(extensions: readonly string[]): string {
  return `Invalid file type. Allowed: ${extensions.join(', ')}`;
}

/** The lowercase extension of a file name with its dot, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Where a stored file is addressed. The id is the GridFS file id; downloads through this
 * address are for admins only.
 */
export const FILE_ADDRESS_PREFIX = '/api/files/';
export const FILE_ADDRESS_PATTERN = /^\/api\/files\/([0-9a-f]{24})$/;

export function fileAddress(id: string): string {
  return `${FILE_ADDRESS_PREFIX}${id}`;
}

/** The stored file id inside a file address, or null when the text is not one. */
export function fileIdFromAddress(address: string): string | null {
  return FILE_ADDRESS_PATTERN.exec(address)?.[1] ?? null;
}
