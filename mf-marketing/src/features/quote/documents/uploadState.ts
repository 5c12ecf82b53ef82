import type { UploadState } from './types';

/** The parts of an Uppy file that decide its upload state. */
export interface FileStatus {
  error?: string | null;
  isPaused?: boolean;
  progress: {
    uploadStarted: number | null;
    uploadComplete?: boolean;
    preprocess?: unknown;
    postprocess?: unknown;
  };
}

/** The state shown for a file, in the order an uploader's file status is judged. */
export function uploadState(file: FileStatus): UploadState {
  if (file.error) return 'error';
  if (file.progress.uploadComplete && !file.progress.postprocess) return 'complete';
  if (file.progress.postprocess) return 'postprocessing';
  if (file.progress.preprocess) return 'preprocessing';
  if (file.isPaused) return 'paused';
  if (file.progress.uploadStarted) return 'uploading';
  return 'waiting';
}
