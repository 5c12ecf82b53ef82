import { listCaughtMails } from '../mail';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The caught mails to `to`, newest first. */
export async function mailsTo(to: string) {
  return (await listCaughtMails()).filter((mail) => mail.to.includes(to));
}

/**
 * The token of the newest caught mail to `to` whose link carries `param=<token>` (mail is
 * delivered over real SMTP to the catcher, so it may take a moment). Tokens in `seen` are skipped.
 */
export async function mailedToken(to: string, param: string, seen: string[] = []): Promise<string> {
  const pattern = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const mail of await mailsTo(to)) {
      const token = mail.text?.match(pattern)?.[1];
      if (token && !seen.includes(token)) return token;
    }
    await wait(100);
  }
  throw new Error(`no mail to ${to} with a ${param} link`);
}
