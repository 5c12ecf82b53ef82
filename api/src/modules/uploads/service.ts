import type { Readable } from 'node:stream';
import getRawBody from 'raw-body';
import {
  QUOTE_DOCUMENT_LIMITS,
  UPLOAD_MESSAGES,
  UPLOAD_URL_LIFETIME_SECONDS,
  fileAddress,
  invalidFileTypeMessage,
  type StoredFileAnswer,
  type UploadTarget,
} from '@freight/contracts';
import type { AppConfig } from '../../config';
import { UploadClaimModel } from '../../db/models';
import {
  countFiles,
  deleteFile,
  detectFileType,
  findFileIds,
  hasAllowedExtension,
  storeFile,
} from '../../files';
import { HttpError, badRequest, conflict } from '../../http/errors';
import type { Limiter } from '../../limits';
import { checkUpload, signUpload } from './signing';

/** Owner tag of quote documents in the file store. */
export const QUOTE_DOCUMENT_OWNER = 'quote-document';

export function createUploadTarget(secret: string, fileName?: string): UploadTarget {
  const { uploadURL, expiresAt } = signUpload(secret, Date.now(), fileName);
  return { uploadURL, method: 'PUT', expiresAt: expiresAt.toISOString() };
}

export interface ReceivedUpload {
  secret: string;
  uploadId: string;
  expires: number;
  signature: string;
  fileName: string;
  /** The name signed into the address when it was asked for, if any. */
  signedName?: string;
  declaredLength?: number;
  body: Readable;
  /** The sender's bytes-per-hour budget, and who the sender is. */
  budget: Limiter;
  sender: string;
}

function assertSigned(upload: ReceivedUpload): void {
  const check = checkUpload(upload.secret, {
    uploadId: upload.uploadId,
    expires: upload.expires,
    signature: upload.signature,
    name: upload.signedName,
  });
  if (check === 'invalid') throw new HttpError(403, UPLOAD_MESSAGES.uploadInvalid);
  if (check === 'expired') throw new HttpError(403, UPLOAD_MESSAGES.uploadExpired);
}

async function readBody(upload: ReceivedUpload, limit: number): Promise<Buffer> {
  try {
    return await getRawBody(upload.body, { limit });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') {
      throw new HttpError(413, UPLOAD_MESSAGES.fileTooLarge);
    }
    throw badRequest('The upload was interrupted');
  }
}

/**
 * Reserves the sender's bytes before reading them (the declared length, else the largest file
 * allowed), so uploads sent at once cannot all pass the budget, and none is read into memory
 * past it. Answers the body with the bytes it leaves reserved: the body's own length.
 */
async function readWithinBudget(upload: ReceivedUpload): Promise<Buffer> {
  const limit = QUOTE_DOCUMENT_LIMITS.maxFileSize;
  if (upload.declaredLength !== undefined && upload.declaredLength > limit) {
    throw new HttpError(413, UPLOAD_MESSAGES.fileTooLarge);
  }
  const reserved = Math.max(upload.declaredLength ?? limit, 1);
  await upload.budget.reserve(upload.sender, reserved);
  let kept = 0;
  try {
    const buffer = await readBody(upload, Math.min(limit, upload.declaredLength ?? limit));
    kept = buffer.length;
    return buffer;
  } finally {
    if (reserved > kept) await upload.budget.refund(upload.sender, reserved - kept);
  }
}

async function storeUpload(upload: ReceivedUpload): Promise<StoredFileAnswer> {
  if (await countFiles({ 'metadata.uploadId': upload.uploadId })) {
    throw conflict(UPLOAD_MESSAGES.uploadUsed);
  }
  const buffer = await readWithinBudget(upload);
  try {
    return await storeBody(upload, buffer);
  } catch (error) {
    await upload.budget.refund(upload.sender, buffer.length);
    throw error;
  }
}

async function storeBody(upload: ReceivedUpload, buffer: Buffer): Promise<StoredFileAnswer> {
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

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Claims the address in MongoDB before its bytes are read, so a second PUT of it, on this or
 * any other API instance, is refused while the first is received or once it is stored.
 */
async function claim(upload: ReceivedUpload): Promise<void> {
  const expireAt = new Date((upload.expires + UPLOAD_URL_LIFETIME_SECONDS) * 1000);
  try {
    await UploadClaimModel.create({ uploadId: upload.uploadId, expireAt });
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(UPLOAD_MESSAGES.uploadUsed);
    throw error;
  }
}

/**
 * Receives the single PUT of a signed upload address: checks signature, expiry, single use,
 * the sender's byte budget, size and content, then stores the file in GridFS under a
 * generated name. A refused PUT frees the address for another try.
 */
export async function receiveUpload(upload: ReceivedUpload): Promise<StoredFileAnswer> {
  assertSigned(upload);
  if (!hasAllowedExtension(upload.fileName, QUOTE_DOCUMENT_LIMITS.extensions)) {
    throw badRequest(invalidFileTypeMessage(QUOTE_DOCUMENT_LIMITS.extensions));
  }
  await claim(upload);
  try {
    return await storeUpload(upload);
  } catch (error) {
    await UploadClaimModel.deleteOne({ uploadId: upload.uploadId });
    throw error;
  }
}

/** Deletes quote documents older than the configured life that no quote claimed. */
export async function purgeUnclaimedDocuments(
  { unclaimedUploadMinutes }: Pick<AppConfig, 'unclaimedUploadMinutes'>,
  now = Date.now(),
): Promise<number> {
  const ids = await findFileIds({
    'metadata.owner': QUOTE_DOCUMENT_OWNER,
    'metadata.claimedBy': { $exists: false },
    uploadDate: { $lt: new Date(now - unclaimedUploadMinutes * 60_000) },
  });
  for (const id of ids) await deleteFile(id);
  return ids.length;
}
