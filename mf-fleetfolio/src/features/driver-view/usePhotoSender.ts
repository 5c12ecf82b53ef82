import { useShellServices } from '@freight/runtime';
import { useCallback, useRef, useState } from 'react';
import { newActionKey } from './actionQueue';
import { refreshDriverTrips } from './api';
import { downscalePhoto } from './downscalePhoto';
import { sendPhotoForm } from './sendPhoto';
import type { ActionQueue } from './useActionQueue';

const PHOTO_NOT_KEPT =
  'This phone cannot keep the photo until the connection returns: send it again once online.';
const SIGNED_OUT = 'Your session ended: sign in again, then send the photo.';

/** What became of a photo: the server has it, it waits in the outbox, or it failed (`error`). */
type PhotoOutcome = 'sent' | 'queued' | 'failed';

export interface PhotoSender {
  /** The share of the photo sent (0 to 100) while sending, else null. */
  progress: number | null;
  /** Why the last photo was not sent. */
  error: string | null;
  /** Downscales the photo and posts it with the fields (`label`: how the outbox lists it). */
  send: (
    url: string,
    fields: Record<string, string>,
    photo: File,
    label: string,
  ) => Promise<PhotoOutcome>;
}

/**
 * Sends a photo with its progress. Without a connection (before or during the upload), or when
 * the service cannot be reached (the outbox tries again), the photo goes to the outbox with the
 * key of that attempt, so a copy that reached the server before the connection dropped is
 * stored once; a refused photo shows why.
 */
export function usePhotoSender(queuePhoto: ActionQueue['enqueuePhoto']): PhotoSender {
  const { store } = useShellServices();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{ photo: File; key: string } | null>(null);

  const send = useCallback<PhotoSender['send']>(
    async (url, fields, photo, label) => {
      setError(null);
      let blob: Blob;
      try {
        blob = await downscalePhoto(photo);
      } catch (failure) {
        setError((failure as Error).message);
        return 'failed';
      }
      if (pending.current?.photo !== photo) pending.current = { photo, key: newActionKey() };
      const { key } = pending.current;
      const name = blob === photo ? photo.name : 'photo.jpg';
      const toOutbox = async (): Promise<PhotoOutcome> => {
        if (!(await queuePhoto(url, fields, label, { blob, name, key }))) {
          setError(PHOTO_NOT_KEPT);
          return 'failed';
        }
        pending.current = null;
        return 'queued';
      };
      if (!navigator.onLine) return toOutbox();
      const form = new FormData();
      for (const [field, value] of Object.entries(fields)) form.append(field, value);
      form.append('file', blob, name);
      setProgress(0);
      const outcome = await sendPhotoForm(url, form, key, setProgress);
      setProgress(null);
      if (outcome.kind === 'sent') {
        pending.current = null;
        store.dispatch(refreshDriverTrips());
        return 'sent';
      }
      if (outcome.kind === 'wait' && outcome.reason !== 'signed-out') return toOutbox();
      if (outcome.kind === 'refused') pending.current = null;
      setError(outcome.kind === 'refused' ? outcome.message : SIGNED_OUT);
      return 'failed';
    },
    [queuePhoto, store],
  );
  return { progress, error, send };
}
