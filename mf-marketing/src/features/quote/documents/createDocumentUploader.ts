import type { DocumentFile, DocumentUploader } from './types';

/**
 * The quote modal's uploader. Uppy is loaded when the modal first needs it, so the landing
 * page does not download it up front.
 */
export function createDocumentUploader(): DocumentUploader {
  const listeners = new Set<() => void>();
  let snapshot: DocumentFile[] = [];
  const onChange = (files: DocumentFile[]) => {
    snapshot = files;
    listeners.forEach((listener) => listener());
  };
  const uppy = import('./uppyUploader').then((module) => module.startUppyUploader(onChange));
  uppy.catch((error: unknown) => console.error('Document uploader failed to load', error));
  const later = (action: (loaded: Awaited<typeof uppy>) => void) => {
    uppy.then(action, () => undefined);
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getFiles: () => snapshot,
    add: async (files) => (await uppy).add(files),
    remove: (id) => later((loaded) => loaded.remove(id)),
    retry: (id) => later((loaded) => loaded.retry(id)),
    reset: () => later((loaded) => loaded.reset()),
    destroy: () => later((loaded) => loaded.destroy()),
  };
}
