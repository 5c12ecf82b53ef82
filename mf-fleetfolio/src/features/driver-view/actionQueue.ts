import { IDEMPOTENCY_HEADER } from '@freight/contracts';
import { dropPhoto, photoOf } from './photoStore';

/** A driver action waiting to reach the server, kept in the phone's storage until it does. */
export interface QueuedAction {
  /** The idempotency key: the server runs the action once however often it is sent. */
  key: string;
  url: string;
  body: Record<string, unknown>;
  /** What the driver reads in the queue, e.g. 'Arrived at Chicago, IL'. */
  label: string;
  queuedAt: string;
  /** The file name of a photo sent with the body as a form (the photo is in `photoStore`). */
  photo?: string;
}

export const PHOTO_LOST =
  "The photo is no longer in the phone's storage: take it again and send it.";

/** One outbox per signed-in account: another driver on the same phone never sends it. */
export const queueStorageKey = (accountId: string) => `fleetfolio.driverActions.${accountId}`;

export function loadQueue(accountId: string): QueuedAction[] {
  try {
    const stored = JSON.parse(localStorage.getItem(queueStorageKey(accountId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as QueuedAction[]) : [];
  } catch {
    return [];
  }
}

export function saveQueue(accountId: string, queue: QueuedAction[]): void {
  localStorage.setItem(queueStorageKey(accountId), JSON.stringify(queue));
}

/** 32 random hex digits: a key the API accepts (16 to 64 letters, digits, - or _). */
export function newActionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Why an action waits: the phone has no connection, the service could not be reached or failed
 * (a network error while online, a 5xx, a 429), or the driver must sign in again.
 */
export type WaitReason = 'offline' | 'unreachable' | 'signed-out';

/**
 * What sending one action came to: it reached the server (a replay answers the first result),
 * it must wait, or the server refused it for good (its message says why; sending it again would
 * not change that).
 */
export type SendOutcome =
  { kind: 'sent' } | { kind: 'wait'; reason: WaitReason } | { kind: 'refused'; message: string };

/** No answer came: the browser knows whether the phone is offline or the service is away. */
export const noAnswer = (): SendOutcome => ({
  kind: 'wait',
  reason: navigator.onLine ? 'unreachable' : 'offline',
});

/** The wait a failed answer calls for, or null when the server refused the action for good. */
export function waitAfter(status: number): WaitReason | null {
  if (status === 401) return 'signed-out';
  if (status >= 500 || status === 429) return 'unreachable';
  return null;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = JSON.parse(await response.text()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // An answer without JSON: the generic text below.
  }
  return 'The server refused this action.';
}

/** A queued photo goes as a form with the body's fields; null when the photo is gone. */
async function photoForm(action: QueuedAction, name: string): Promise<FormData | null> {
  const photo = await photoOf(action.key).catch(() => undefined);
  if (!photo) return null;
  const form = new FormData();
  for (const [field, value] of Object.entries(action.body)) form.append(field, String(value));
  form.append('file', photo, name);
  return form;
}

async function requestOf(action: QueuedAction): Promise<RequestInit | null> {
  const key = { [IDEMPOTENCY_HEADER]: action.key };
  if (action.photo) {
    const form = await photoForm(action, action.photo);
    return form && { method: 'POST', credentials: 'include', headers: key, body: form };
  }
  return {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...key },
    body: JSON.stringify(action.body),
  };
}

/** Forgets an action's photo once the action left the outbox (sent or refused). */
export async function forgetPhoto(action: QueuedAction): Promise<void> {
  if (action.photo) await dropPhoto(action.key).catch(() => undefined);
}

export async function sendAction(action: QueuedAction): Promise<SendOutcome> {
  const request = await requestOf(action);
  if (!request) return { kind: 'refused', message: PHOTO_LOST };
  let response: Response;
  try {
    response = await fetch(action.url, request);
  } catch {
    return noAnswer();
  }
  if (response.ok) return { kind: 'sent' };
  const reason = waitAfter(response.status);
  if (reason) return { kind: 'wait', reason };
  return { kind: 'refused', message: await messageOf(response) };
}
