import mongoose, { Types } from 'mongoose';
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
import { logger } from '../../http/logger';
import type { UploadedFile } from '../../http/multipart';
import { notificationRecipient, type MailService } from '../../mail';
import { newApplicationMail, type ApplicationKind } from './notify';

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
  mail: MailService,
) {
  const checked = checkFiles(files);
  const notify = await notificationRecipient();
  if (!notify) logger.warn('no notification address in company settings; application not mailed');
  const _id = new Types.ObjectId();
  const { urls, ids } = await storeFiles(kind, _id.toString(), checked);
  const record = { ...input, ...urls, _id, status: 'pending', submittedAt: new Date() };
  try {
    // The application and its mail to the company are stored together or not at all.
    return await mongoose.connection.transaction(async (session) => {
      const [saved] =
        kind === 'driver'
          ? await DriverApplicationModel.create([record], { session })
          : await OwnerOperatorApplicationModel.create([record], { session });
      const application = saved!.toJSON();
      if (notify) await mail.enqueue(newApplicationMail(kind, application, notify), { session });
      return application;
    });
  } catch (error) {
    // A commit cut off by an election may still have been applied (see quotes): the stored
    // application is the answer, and its files are deleted only when it surely is not stored.
    const stored = await storedApplication(kind, _id).catch(() => undefined);
    if (stored) return stored;
    if (stored === null) await Promise.all(ids.map(deleteFile));
    throw error;
  }
}

/** The application as committed by a majority of the replica set, or null when there is none. */
async function storedApplication(kind: ApplicationKind, _id: Types.ObjectId) {
  const found =
    kind === 'driver'
      ? await DriverApplicationModel.findById(_id).readConcern('majority')
      : await OwnerOperatorApplicationModel.findById(_id).readConcern('majority');
  return found ? found.toJSON() : null;
}

/** Stores a driver application as pending with its files, and its mail to the company. */
export function submitDriverApplication(
  input: DriverApplicationInput,
  files: ApplicationFiles,
  mail: MailService,
) {
  return submit('driver', input, files, mail);
}

/** Stores an owner-operator application as pending with its files, and its mail to the company. */
export function submitOwnerOperatorApplication(
  input: OwnerOperatorApplicationInput,
  files: ApplicationFiles,
  mail: MailService,
) {
  return submit('owner-operator', input, files, mail);
}
