import {
  APPLICATION_FILE_LIMITS,
  UPLOAD_MESSAGES,
  fileExtension,
  invalidFileTypeMessage,
} from '@freight/contracts';

/** The message for a file the application cannot take, or null when it is fine. */
export function applicationFileError(file: File): string | null {
  if (
    !(APPLICATION_FILE_LIMITS.extensions as readonly string[]).includes(fileExtension(file.name))
  ) {
    return invalidFileTypeMessage(APPLICATION_FILE_LIMITS.extensions);
  }
  if (file.size > APPLICATION_FILE_LIMITS.maxFileSize) return UPLOAD_MESSAGES.fileTooLarge;
  return null;
}
