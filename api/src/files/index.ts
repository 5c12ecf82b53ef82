export { acceptedType } from './accept';
export { detectFileType, hasAllowedExtension } from './sniff';
export type { DetectedType } from './sniff';
export {
  FILES_BUCKET,
  countFiles,
  deleteFile,
  findFile,
  findFileIds,
  openDownload,
  originalNames,
  storeFile,
  claimFiles,
  releaseFiles,
} from './store';
export { sendStoredFile } from './download';
