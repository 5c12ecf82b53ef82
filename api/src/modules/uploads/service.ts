import type { Readable } from 'node:stream';
import getRawBody from 'raw-body';
import {
  QUOTE_DOCUMENT_LIMITS,
  UPLOAD_MESSAGES,
  fileAddress,
  invalidFileTypeMessage,
  type StoredFileAnswer,
  type UploadTarget,
} from '@freight/contracts';
import {
  countFiles,
  deleteFile,
  detectFileType,
  findFileIds,
  hasAllowedExtension,
  storeFile,
} from '../../files';
import { HttpError, badRequest, conflict } from '../../http/errors';
import { checkUpload, signUpload } from './signing';

/** Owner tag of quote documents in the file store. */
export const QUOTE_DOCUMENT_OWNER = 'quote-document';

export function createUploadTarget(secret: string): UploadTarget {
  const { uploadURL, expiresAt } = signUpload(secret);
  return { uploadURL, method: 'PUT', expiresAt: expiresAt.toISOString() };
}

export interface ReceivedUpload {
  secret: string;
  uploadId: string;
  expires: number;
  signature: string;
  fileName: string;
  declaredLength?: number;
  body: Readable;
}

/** Upload ids whose PUT is being received right now: a second PUT of the same id is refused. */
const inFlight = new Set<string>();

function assertSigned(upload: ReceivedUpload): void {
  const check = checkUpload(upload.secret, upload.uploadId, upload.expires, upload.signature);
  if (check === 'invalid') throw new HttpError(403, UPLOAD_MESSAGES.uploadInvalid);
  if (check === 'expired') throw new HttpError(403, UPLOAD_MESSAGES.uploadExpired);
}

async function readBody(upload: ReceivedUpload): Promise<Buffer> {
  const limit = QUOTE_DOCUMENT_LIMITS.maxFileSize;
  if (upload.declaredLength !== undefined && upload.declaredLength > limit) {
    throw new HttpError(413, UPLOAD_MESSAGES.fileTooLarge);
  }
  try {
    return await getRawBody(upload.body, { limit });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') {
      throw new HttpError(413, UPLOAD_MESSAGES.fileTooLarge);
    }
    throw badRequest('The upload was interrupted');
  }
}

async function storeUpload(upload: ReceivedUpload): Promise<StoredFileAnswer> {
  if (await countFiles({ 'metadata.uploadId': upload.uploadId })) {
    throw conflict(UPLOAD_MESSAGES.uploadUsed);
  }
  const buffer = await readBody(upload);
  if (buffer.length === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile);
  const detected = detectFileType(buffer, upload.fileName, QUOTE_DOCUMENT_LIMITS.extensions);
  if (!detected) throw badRequest(invalidFileTypeMessage(QUOTE_DOCUMENT_LIMITS.extensions));
  const stored = await storeFile({
    buffer,
    filename: upload.fileName,
    contentType: detected.contentType,
    extension: detected.extension,
    owner: QUOTE_DOCUMENT_OWNER,
    metadata: { uploadId: upload.uploadId },
  });
  return {
    id: stored.id,
    url: fileAddress(stored.id),
    name: stored.metadata.originalName,
    size: stored.length,
    contentType: detected.contentType,
  };
}

/**
 * Receives the single PUT of a signed upload address: checks signature, expiry, single use,
 * size and content, then stores the file in GridFS under a generated name.
 */
export async function receiveUpload(upload: ReceivedUpload): Promise<StoredFileAnswer> {
  assertSigned(upload);
  if (!hasAllowedExtension(upload.fileName, QUOTE_DOCUMENT_LIMITS.extensions)) {
    throw badRequest(invalidFileTypeMessage(QUOTE_DOCUMENT_LIMITS.extensions));
  }
  if (inFlight.has(upload.uploadId)) throw conflict(UPLOAD_MESSAGES.uploadUsed);
  inFlight.add(upload.uploadId);
  try {
    return await storeUpload(upload);
  } finally {
    inFlight.delete(upload.uploadId);
  }
}

/** A document nobody attached to a quote within a day is removed. */
export const UNCLAIMED_DOCUMENT_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes quote documents uploaded more than a day ago and never attached to a quote. */
export async function purgeUnclaimedDocuments(now = Date.now()): Promise<number> {
  const ids = await findFileIds({
    'metadata.owner': QUOTE_DOCUMENT_OWNER,
    'metadata.claimedBy': { $exists: false },
    uploadDate: { $lt: new Date(now - UNCLAIMED_DOCUMENT_TTL_MS) },
  });
  for (const id of ids) await deleteFile(id);
  return ids.length;
}
