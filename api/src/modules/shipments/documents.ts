import type { Context } from 'koa';
import { Types } from 'mongoose';
import type { ShipmentDocumentKind } from '@freight/contracts';
import { ShipmentModel } from '../../db/models';
import { acceptedType, deleteFile, sendStoredFile, storeFile } from '../../files';
import { badRequest, notFound } from '../../http/errors';
import { multipart, type UploadedFile } from '../../http/multipart';
import type { ShipmentRecord } from './views';

const SHIPMENT_DOCUMENT_OWNER = 'shipment-document';
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const ALLOWED = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
const WRONG_TYPE = 'The document must be a PDF, JPG or PNG file';

/** A BOL or POD: one file in "file" and its kind. */
export const shipmentDocumentForm = multipart({
  files: ['file'],
  maxFileBytes: DOCUMENT_MAX_BYTES,
  maxFields: 2,
  tooLarge: 'The document is larger than 10 MB',
  unreadable: 'The upload could not be read; send one file in the field "file"',
});

/** Stores the file in GridFS (type judged by its bytes) and lists it on the shipment. */
export async function attachDocument(
  shipment: ShipmentRecord,
  kind: ShipmentDocumentKind,
  file: UploadedFile | undefined,
  uploadedBy: string,
): Promise<void> {
  if (!file) throw badRequest('Choose a file to upload', { file: 'Choose a file to upload' });
  const type = acceptedType(file, ALLOWED, WRONG_TYPE);
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
