/** Upload states of a quote document (spec 000 §4). */
export type UploadState =
  'waiting' | 'preprocessing' | 'uploading' | 'postprocessing' | 'paused' | 'complete' | 'error';

export const UPLOAD_STATE_LABELS: Record<UploadState, string> = {
  waiting: 'Waiting',
  preprocessing: 'Preparing',
  uploading: 'Uploading',
  postprocessing: 'Processing',
  paused: 'Paused',
  complete: 'Uploaded',
  error: 'Failed',
};

/** One document as the list shows it. */
export interface DocumentFile {
  id: string;
  name: string;
  size: number;
  /** 0 to 100. */
  percent: number;
  state: UploadState;
  error?: string;
  /** The stored file's address, once uploaded. */
  url?: string;
}

/** What the quote modal needs from an uploader; the real one wraps Uppy. */
export interface DocumentUploader {
  subscribe(listener: () => void): () => void;
  /** The current list; the same array until something changes. */
  getFiles(): DocumentFile[];
  /** Adds files and starts uploading them; answers the messages of refused files. */
  add(files: File[]): Promise<string[]>;
  remove(id: string): void;
  retry(id: string): void;
  reset(): void;
  destroy(): void;
}
