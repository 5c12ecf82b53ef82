import { useShellServices } from '@freight/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  forgetPhoto,
  loadQueue,
  newActionKey,
  saveQueue,
  sendAction,
  type QueuedAction,
  type WaitReason,
} from './actionQueue';
import { refreshDriverTrips } from './api';
import { keepPhoto } from './photoStore';

/** A photo for the outbox: the downscaled image, its file name and the action's key. */
interface QueuedPhoto {
  blob: Blob;
  name: string;
  /** The key of a first attempt that did not get through, so the server stores it once. */
  key?: string;
}

/** The first wait after the service could not be reached; doubled after each further failure. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60_000;

const retryDelay = (failures: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LONGEST_RETRY_MS);

/**
 * Tries again while the service cannot be reached: a phone that stays online gets no `online`
 * event, so a timer backs off from 5 s to a minute, and the page coming back into view (where
 * phones pause timers) tries at once. Without a connection the `online` event does it.
 */
function useRetry(waiting: WaitReason | null, failures: number, flush: () => Promise<void>) {
  useEffect(() => {
    if (waiting !== 'unreachable') return undefined;
    const timer = setTimeout(() => void flush(), retryDelay(failures));
    return () => clearTimeout(timer);
  }, [waiting, failures, flush]);

  useEffect(() => {
    const onOnline = () => void flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flush();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [flush]);
}

export interface ActionQueue {
  queue: QueuedAction[];
  /**
   * Why the queue waits: no connection, the service could not be reached (tried again by
   * itself), or the driver must sign in again.
   */
  waiting: WaitReason | null;
  /** The last action the server refused, with its reason. */
  refused: { label: string; message: string } | null;
  enqueue: (url: string, body: Record<string, unknown>, label: string) => void;
  /** Keeps the photo on the phone and queues the action; false when the phone cannot keep it. */
  enqueuePhoto: (
    url: string,
    body: Record<string, unknown>,
    label: string,
    photo: QueuedPhoto,
  ) => Promise<boolean>;
}

/**
 * The phone's outbox: every action is stored first, then sent in order, each with its own
 * idempotency key; what could not be sent waits (in storage, across reloads) until the
 * connection returns or the service answers again. A replay after a lost answer is answered,
 * not run again, by the server.
 */
export function useActionQueue(accountId: string): ActionQueue {
  const { store } = useShellServices();
  const [queue, setQueue] = useState<QueuedAction[]>(() => loadQueue(accountId));
  const [waiting, setWaiting] = useState<ActionQueue['waiting']>(null);
  const [refused, setRefused] = useState<ActionQueue['refused']>(null);
  const [failures, setFailures] = useState(0);
  const sending = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let next = loadQueue(accountId)[0]; next; next = loadQueue(accountId)[0]) {
        const outcome = await sendAction(next);
        if (outcome.kind === 'wait') {
          setWaiting(outcome.reason);
          setFailures((count) => (outcome.reason === 'unreachable' ? count + 1 : 0));
          return;
        }
        setFailures(0);
        if (outcome.kind === 'refused') setRefused({ label: next.label, message: outcome.message });
        await forgetPhoto(next);
        const rest = loadQueue(accountId).filter((action) => action.key !== next.key);
        saveQueue(accountId, rest);
        setQueue(rest);
        store.dispatch(refreshDriverTrips());
      }
      setWaiting(null);
    } finally {
      sending.current = false;
    }
  }, [accountId, store]);

  useEffect(() => {
    void flush();
  }, [flush]);
  useRetry(waiting, failures, flush);

  const add = useCallback(
    (action: QueuedAction) => {
      const next = [...loadQueue(accountId), action];
      saveQueue(accountId, next);
      setQueue(next);
      setRefused(null);
      void flush();
    },
    [accountId, flush],
  );

  const enqueue = useCallback<ActionQueue['enqueue']>(
    (url, body, label) =>
      add({ key: newActionKey(), url, body, label, queuedAt: new Date().toISOString() }),
    [add],
  );

  const enqueuePhoto = useCallback<ActionQueue['enqueuePhoto']>(
    async (url, body, label, photo) => {
      const key = photo.key ?? newActionKey();
      try {
        await keepPhoto(key, photo.blob);
      } catch {
        return false;
      }
      add({ key, url, body, label, queuedAt: new Date().toISOString(), photo: photo.name });
      return true;
    },
    [add],
  );

  return { queue, waiting, refused, enqueue, enqueuePhoto };
}
