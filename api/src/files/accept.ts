import { badRequest } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { detectFileType, hasAllowedExtension, type DetectedType } from './sniff';

/**
 * The type of an uploaded file judged by its name's extension AND its bytes, or a 400 with
 * `wrongType` on the `file` field: never the type the client declared.
 */
export function acceptedType(
  file: UploadedFile,
  allowed: readonly string[],
  wrongType: string,
): DetectedType {
  const type = hasAllowedExtension(file.originalname, allowed)
    ? detectFileType(file.buffer, file.originalname, allowed)
    : null;
  if (!type) throw badRequest(wrongType, { file: wrongType });
  return type;
}
