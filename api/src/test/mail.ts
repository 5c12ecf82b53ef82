import { listCaughtMails, type CaughtMailView } from '../mail';

/**
 * The first message the local catcher received that `matches`, waiting for the outbox worker to
 * send it (it sends after the request's transaction has committed, within about a second).
 */
export async function caughtMail(
  matches: (mail: CaughtMailView) => boolean,
  what = 'the mail',
): Promise<CaughtMailView> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = (await listCaughtMails()).find(matches);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no caught mail: ${what}`);
}

export const withSubject = (subject: string) => (mail: CaughtMailView) => mail.subject === subject;
export const sentTo = (address: string) => (mail: CaughtMailView) => mail.to.includes(address);
