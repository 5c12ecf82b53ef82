import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { Types } from 'mongoose';
import type { ShipmentDocumentKind } from '@freight/contracts';
import { ShipmentModel } from '../../db/models';
import {
  deleteFile,
  detectFileType,
  hasAllowedExtension,
  sendStoredFile,
  storeFile,
} from '../../files';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { ShipmentRecord } from './views';

export const SHIPMENT_DOCUMENT_OWNER = 'shipment-document';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const ALLOWED = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
const WRONG_TYPE = 'The document must be a PDF, JPG or PNG file';

// multer's preservePath option is missing from @types/koa__multer.
const options: multer.Options & { preservePath: boolean } = {
  storage: multer.memoryStorage(),
  // Keep the path a client sends in a file name, so detectFileType can refuse it instead of busboy trimming it.
  preservePath: true,
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
};
const upload = multer(options).single('file');

/** Parses the multipart form; multer's own errors become 413 or 400 instead of a 500. */
export async function receiveDocument(ctx: Context, next: Next): Promise<void> {
  try {
    await upload(ctx, async () => undefined);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') throw new HttpError(413, 'The document is larger than 10 MB');
    throw badRequest('The upload could not be read; send one file in the field "file"');
  }
  await next();
}

export interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
}

/** Stores the file in GridFS (type judged by its bytes) and lists it on the shipment. */
export async function attachDocument(
  shipment: ShipmentRecord,
  kind: ShipmentDocumentKind,
  file: ReceivedFile | undefined,
  uploadedBy: string,
): Promise<void> {
  if (!file) throw badRequest('Choose a file to upload', { file: 'Choose a file to upload' });
  const type = hasAllowedExtension(file.originalname, ALLOWED)
    ? detectFileType(file.buffer, file.originalname, ALLOWED)
    : null;
  if (!type) throw badRequest(WRONG_TYPE, { file: WRONG_TYPE });
  const stored = await storeFile({
    buffer: file.buffer,
    filename: file.originalname,
    contentType: type.contentType,
    extension: type.extension,
    owner: SHIPMENT_DOCUMENT_OWNER,
    metadata: { shipmentId: String(shipment._id), kind },
  });
  const document = {
    kind,
    fileId: new Types.ObjectId(stored.id),
    filename: stored.metadata.originalName,
    contentType: type.contentType,
    size: stored.length,
    uploadedAt: stored.uploadDate,
    uploadedBy,
  };
  const saved = await ShipmentModel.updateOne(
    { _id: shipment._id },
    { $push: { documents: document } },
  );
  if (saved.matchedCount === 0) {
    await deleteFile(stored.id);
    throw notFound('Shipment not found');
  }
}

/** Sends one of the shipment's own documents; an id of another shipment's file is not found. */
export async function sendShipmentDocument(
  ctx: Context,
  shipment: ShipmentRecord,
  documentId: string,
): Promise<void> {
  const document = shipment.documents.find((entry) => String(entry._id) === documentId);
  if (!document) throw notFound('Document not found');
  await sendStoredFile(ctx, String(document.fileId));
}
