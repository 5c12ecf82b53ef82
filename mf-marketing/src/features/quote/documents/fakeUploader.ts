import type { DocumentFile, DocumentUploader } from './types';

/** An uploader that tests drive by hand: `set` replaces the list the modal shows. */
export function fakeUploader(): DocumentUploader & { set(files: DocumentFile[]): void } {
  let files: DocumentFile[] = [];
  const listeners = new Set<() => void>();
  const set = (next: DocumentFile[]) => {
    files = next;
    listeners.forEach((listener) => listener());
  };
  return {
    set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getFiles: () => files,
    add: jest.fn(() => Promise.resolve([])),
    remove: jest.fn((id: string) => set(files.filter((file) => file.id !== id))),
    retry: jest.fn(),
    reset: jest.fn(() => set([])),
    destroy: jest.fn(),
  };
}
