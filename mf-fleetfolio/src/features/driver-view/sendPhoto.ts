import { IDEMPOTENCY_HEADER } from '@freight/contracts';
import { noAnswer, waitAfter, type SendOutcome } from './actionQueue';

function messageOf(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // An answer without JSON: the generic text below.
  }
  return 'The server refused this photo.';
}

/**
 * Posts a form with a photo, reporting the share sent (0 to 100). fetch cannot report an
 * upload's progress, XMLHttpRequest can. The same key on a retry makes the server store the
 * photo once.
 */
export function sendPhotoForm(
  url: string,
  form: FormData,
  key: string,
  onProgress: (percent: number) => void,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader(IDEMPOTENCY_HEADER, key);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => resolve(noAnswer());
    request.onload = () => {
      const { status } = request;
      const reason = waitAfter(status);
      if (status >= 200 && status < 300) resolve({ kind: 'sent' });
      else if (reason) resolve({ kind: 'wait', reason });
      else resolve({ kind: 'refused', message: messageOf(request) });
    };
    request.send(form);
  });
}
