// What the benchmarks and the phone checks need to act as a visitor: calls to the public API,
// the cookies it sets, and the links the site mails. Mailed links are read where the local SMTP
// catcher stores each delivered message (the `caught_mails` table): the admin's Sent Mail view
// hides link tokens, as it should.
import { MongoClient } from 'mongodb';

/** The `name=value` pairs of every Set-Cookie of a response, joined for a Cookie header. */
export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * @param {string} apiUrl
 * @param {string} path
 * @param {{ method?: string, body?: unknown, cookie?: string, forwardedFor?: string }} [request]
 *   a FormData body is sent as multipart/form-data, any other as JSON
 */
export async function call(apiUrl, path, { method = 'GET', body, cookie, forwardedFor } = {}) {
  // A FormData body goes as multipart (fetch sets its boundary), anything else as JSON.
  const form = body instanceof FormData;
  const response = await fetch(new URL(path, apiUrl), {
    method,
    headers: {
      ...(body && !form ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: form ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * @typedef {object} Mailbox
 * @property {(to: string, pattern: RegExp) => Promise<string>} linkToken the first group of
 *   `pattern` in a mail delivered to `to`, decoded; waits up to 10 s for the mail to arrive
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ mongoUri: string, database: string }} mongo the API's database
 * @returns {Promise<Mailbox>}
 */
export async function openMailbox({ mongoUri, database }) {
  const client = await new MongoClient(mongoUri).connect();
  const mails = client.db(database).collection('caught_mails');
  return {
    async linkToken(to, pattern) {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const delivered = await mails.find({ to }, { sort: { receivedAt: -1 } }).toArray();
        const match = delivered.map((mail) => String(mail.text ?? '').match(pattern)).find(Boolean);
        if (match?.[1]) return decodeURIComponent(match[1]);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no mail to ${to} matching ${pattern}`);
    },
    close: () => client.close(),
  };
}
