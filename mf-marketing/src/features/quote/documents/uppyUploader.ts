import Uppy, { type UppyFile } from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import {
  QUOTE_DOCUMENT_LIMITS,
  UPLOAD_CONCURRENCY,
  UPLOAD_RETRY_DELAYS_MS,
  type StoredFileAnswer,
  type UploadTarget,
} from '@freight/contracts';
import type { DocumentFile } from './types';
import { uploadState } from './uploadState';

type Meta = Record<string, never>;
type Body = Partial<StoredFileAnswer>;
type File_ = UppyFile<Meta, Body>;

const UPLOAD_TARGET_URL = '/api/objects/upload';

/** Asks the API for a signed single-use address for one file. */
async function uploadTarget(): Promise<string> {
  const response = await fetch(UPLOAD_TARGET_URL, { method: 'POST', credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return (JSON.parse(text) as UploadTarget).uploadURL;
}

/** Network failures, server errors and throttling are worth retrying; refusals are not. */
function isRetryable(request: XMLHttpRequest | undefined): boolean {
  const status = request?.status ?? 0;
  return status === 0 || status === 429 || status >= 500;
}

function serverMessage(request: XMLHttpRequest | undefined): string | undefined {
  try {
    const body = JSON.parse(request?.responseText ?? '') as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

function toDocument(file: File_, messages: Map<string, string>): DocumentFile {
  const state = uploadState(file);
  return {
    id: file.id,
    name: file.name ?? 'file',
    size: file.size ?? 0,
    percent: file.progress.percentage ?? (state === 'complete' ? 100 : 0),
    state,
    error: state === 'error' ? (messages.get(file.id) ?? file.error ?? undefined) : undefined,
    url: file.response?.body?.url ?? file.response?.uploadURL,
  };
}

/** The Uppy side of the uploader; loaded on demand so the page does not carry Uppy up front. */
export interface UppyUploader {
  add(files: File[]): string[];
  remove(id: string): void;
  retry(id: string): void;
  reset(): void;
  destroy(): void;
}

/**
 * Quote documents through Uppy: at most 5 files of 10 MB of the allowed types, each PUT
 * single-part to its own signed address, 6 at a time. A failed upload is retried after
 * 0, 1, 3 and 5 seconds (a new address each time) unless the server refused the file.
 */
export function startUppyUploader(onChange: (files: DocumentFile[]) => void): UppyUploader {
  const uppy = new Uppy<Meta, Body>({
    autoProceed: true,
    restrictions: {
      maxNumberOfFiles: QUOTE_DOCUMENT_LIMITS.maxFiles,
      maxFileSize: QUOTE_DOCUMENT_LIMITS.maxFileSize,
      allowedFileTypes: [...QUOTE_DOCUMENT_LIMITS.extensions],
    },
  }).use(XHRUpload<Meta, Body>, {
    endpoint: () => uploadTarget(),
    method: 'PUT',
    formData: false,
    limit: UPLOAD_CONCURRENCY,
    withCredentials: true,
    headers: (file) => ({
      'Content-Type': file.type || 'application/octet-stream',
      'X-File-Name': encodeURIComponent(file.name ?? 'file'),
    }),
    shouldRetry: () => false,
  });

  const messages = new Map<string, string>();
  const attempts = new Map<string, number>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const refresh = () => onChange(uppy.getFiles().map((file) => toDocument(file, messages)));
  uppy.on('state-update', refresh);

  uppy.on('upload-error', (file, error, response) => {
    if (!file) return;
    const request =
      (response as XMLHttpRequest | undefined) ?? (error as { request?: XMLHttpRequest }).request;
    messages.set(file.id, serverMessage(request) ?? error.message);
    const attempt = attempts.get(file.id) ?? 0;
    const delay = UPLOAD_RETRY_DELAYS_MS[attempt];
    if (delay === undefined || !isRetryable(request)) return;
    attempts.set(file.id, attempt + 1);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (uppy.getFile(file.id)) void uppy.retryUpload(file.id);
    }, delay);
    timers.add(timer);
  });

  return {
    add(files) {
      const refused: string[] = [];
      for (const file of files) {
        try {
          uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local' });
        } catch (error) {
          refused.push(`${file.name}: ${(error as Error).message}`);
        }
      }
      return refused;
    },
    remove(id) {
      messages.delete(id);
      attempts.delete(id);
      uppy.removeFile(id);
    },
    retry(id) {
      messages.delete(id);
      attempts.delete(id);
      void uppy.retryUpload(id);
    },
    reset() {
      timers.forEach(clearTimeout);
      timers.clear();
      messages.clear();
      attempts.clear();
      uppy.cancelAll();
      refresh();
    },
    destroy() {
      timers.forEach(clearTimeout);
      uppy.destroy();
    },
  };
}
