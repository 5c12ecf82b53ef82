import { useShellServices } from '@freight/runtime';
import { useCallback, useRef, useState } from 'react';
import { newActionKey } from './actionQueue';
import { refreshDriverTrips } from './api';
import { downscalePhoto } from './downscalePhoto';
import { sendPhotoForm } from './sendPhoto';

export const PHOTO_OFFLINE =
  'No connection: the photo was not sent. Send it again once you are online.';
const SIGNED_OUT = 'Your session ended: sign in again, then send the photo.';

export interface PhotoSender {
  /** The share of the photo sent (0 to 100) while sending, else null. */
  progress: number | null;
  /** Why the last photo was not sent. */
  error: string | null;
  /** Downscales the photo and posts it with the fields; true once the server has it. */
  send: (url: string, fields: Record<string, string>, photo: File) => Promise<boolean>;
}

/**
 * Sends a photo with progress. A photo that failed for want of a connection keeps its
 * idempotency key, so sending it again after an answer was lost stores it once; a new photo or
 * a refused one gets a new key.
 */
export function usePhotoSender(): PhotoSender {
  const { store } = useShellServices();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{ photo: File; key: string } | null>(null);

  const send = useCallback<PhotoSender['send']>(
    async (url, fields, photo) => {
      setError(null);
      setProgress(0);
      let blob: Blob;
      try {
        blob = await downscalePhoto(photo);
      } catch (failure) {
        setProgress(null);
        setError((failure as Error).message);
        return false;
      }
      if (pending.current?.photo !== photo) pending.current = { photo, key: newActionKey() };
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', blob, blob === photo ? photo.name : 'photo.jpg');
      const outcome = await sendPhotoForm(url, form, pending.current.key, setProgress);
      setProgress(null);
      if (outcome.kind === 'sent') {
        pending.current = null;
        store.dispatch(refreshDriverTrips());
        return true;
      }
      if (outcome.kind === 'refused') {
        pending.current = null;
        setError(outcome.message);
      } else setError(outcome.reason === 'offline' ? PHOTO_OFFLINE : SIGNED_OUT);
      return false;
    },
    [store],
  );
  return { progress, error, send };
}
