import { acceptedType, storeFile } from '../../../files';
import { multipart, type UploadedFile } from '../../../http/multipart';

/** Owner tag of FleetFolio files (documents and receipts) in the file store. */
export const FLEET_DOCUMENT_OWNER = 'fleetfolio-document';
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ALLOWED = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
const WRONG_TYPE = 'The file must be a PDF, JPG or PNG file';

/** A form with at most one file in "file" (a document, an expense's receipt) and its fields. */
export const carrierFileForm = multipart({
  files: ['file'],
  maxFileBytes: MAX_FILE_BYTES,
  maxFields: 10,
  tooLarge: 'The file is larger than 10 MB',
  unreadable: 'The form could not be read; send at most one file in the field "file"',
});

/** Stores a carrier's file in GridFS (type judged by its bytes), owned by that carrier. */
export function storeCarrierFile(
  ownerId: string,
  file: UploadedFile,
  metadata: Record<string, unknown>,
) {
  const type = acceptedType(file, ALLOWED, WRONG_TYPE);
  return storeFile({
    buffer: file.buffer,
    filename: file.originalname,
    contentType: type.contentType,
    extension: type.extension,
    owner: FLEET_DOCUMENT_OWNER,
    metadata: { ...metadata, carrierId: ownerId },
  });
}
