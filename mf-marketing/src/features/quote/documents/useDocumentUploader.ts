import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DocumentUploader } from './types';

/** Creates an uploader for the component's lifetime and follows its file list. */
export function useDocumentUploader(create: () => DocumentUploader) {
  const [uploader] = useState(create);
  useEffect(() => () => uploader.destroy(), [uploader]);
  const files = useSyncExternalStore(uploader.subscribe, uploader.getFiles);
  const busy = files.some((file) => file.state !== 'complete' && file.state !== 'error');
  const urls = files.flatMap((file) => (file.state === 'complete' && file.url ? [file.url] : []));
  return { uploader, files, busy, urls };
}
