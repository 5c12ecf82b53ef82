export { acceptedType } from './accept';
export { detectFileType, hasAllowedExtension, isPlainText } from './sniff';
export type { DetectedType } from './sniff';
export {
  FILES_BUCKET,
  countFiles,
  deleteFile,
  findFile,
  findFileIds,
  openDownload,
  originalNames,
  safeDisplayName,
  storeFile,
  claimFiles,
  releaseFiles,
} from './store';
export type { FileMetadata, StoreFileInput, StoredFile } from './store';
export { sendStoredFile } from './download';
