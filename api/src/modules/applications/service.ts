import { Types } from 'mongoose';
import {
  APPLICATION_FILE_LIMITS,
  fileAddress,
  invalidFileTypeMessage,
  type ApplicationFileField,
  type DriverApplicationInput,
  type OwnerOperatorApplicationInput,
} from '@freight/contracts';
import { DriverApplicationModel, OwnerOperatorApplicationModel } from '../../db/models';
import { deleteFile, detectFileType, storeFile, type DetectedType } from '../../files';
import { badRequest } from '../../http/errors';
import { notifyNewApplication, type ApplicationKind } from './notify';
import type { UploadedFile } from '../../http/multipart';

export type ApplicationFiles = Partial<Record<ApplicationFileField, UploadedFile>>;

const URL_FIELDS: Record<ApplicationFileField, 'cdlDocumentUrl' | 'medicalCardUrl'> = {
  cdlDocument: 'cdlDocumentUrl',
  medicalCard: 'medicalCardUrl',
};

interface CheckedFile {
  field: ApplicationFileField;
  buffer: Buffer;
  name: string;
  type: DetectedType;
}

/** Checks every file's content before anything is stored. */
function checkFiles(files: ApplicationFiles): CheckedFile[] {
  return Object.entries(files).map(([field, file]) => {
    const type = detectFileType(file.buffer, file.originalname, APPLICATION_FILE_LIMITS.extensions);
    if (!type) {
      const message = invalidFileTypeMessage(APPLICATION_FILE_LIMITS.extensions);
      throw badRequest(message, { [field]: message });
    }
    return {
      field: field as ApplicationFileField,
      buffer: file.buffer,
      name: file.originalname,
      type,
    };
  });
}

async function storeFiles(kind: ApplicationKind, applicationId: string, files: CheckedFile[]) {
  const urls: Partial<Record<'cdlDocumentUrl' | 'medicalCardUrl', string>> = {};
  const ids: string[] = [];
  try {
    for (const file of files) {
      const stored = await storeFile({
        buffer: file.buffer,
        filename: file.name,
        contentType: file.type.contentType,
        extension: file.type.extension,
        owner: `${kind}-application`,
        metadata: { applicationId, field: file.field },
      });
      ids.push(stored.id);
      urls[URL_FIELDS[file.field]] = fileAddress(stored.id);
    }
  } catch (error) {
    await Promise.all(ids.map(deleteFile));
    throw error;
  }
  return { urls, ids };
}

async function submit(
  kind: ApplicationKind,
  input: DriverApplicationInput | OwnerOperatorApplicationInput,
  files: ApplicationFiles,
) {
  const checked = checkFiles(files);
  const _id = new Types.ObjectId();
  const { urls, ids } = await storeFiles(kind, _id.toString(), checked);
  const record = { ...input, ...urls, _id, status: 'pending', submittedAt: new Date() };
  let saved;
  try {
    saved =
      kind === 'driver'
        ? await DriverApplicationModel.create(record)
        : await OwnerOperatorApplicationModel.create(record);
  } catch (error) {
    await Promise.all(ids.map(deleteFile));
    throw error;
  }
  const application = saved.toJSON();
  await notifyNewApplication(kind, application);
  return application;
}

/** Stores a driver application as pending with its files, then mails the company. */
export function submitDriverApplication(input: DriverApplicationInput, files: ApplicationFiles) {
  return submit('driver', input, files);
}

/** Stores an owner-operator application as pending with its files, then mails the company. */
export function submitOwnerOperatorApplication(
  input: OwnerOperatorApplicationInput,
  files: ApplicationFiles,
) {
  return submit('owner-operator', input, files);
}
