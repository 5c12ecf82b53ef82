import { COMPANY_NAME } from '@freight/contracts';
import type { MailMessage } from './message';

/** Who had the site send a mail, as its recipient reads it, and where replies should go. */
export interface MailOrigin {
  /** Completes "Sent through the … website by": "Acme Trucking (ops@acme.example), a …". */
  by: string;
  /** The address of the person who sent it (a carrier), when replies should reach them. */
  replyTo?: string;
}

/** The plain line every mail a person has the site send ends with. */
function sentThroughLine(by: string): string {
  return `Sent through the ${COMPANY_NAME} website by ${by}.`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A mail a person has the site send: the sender stays the site's address (the transport sets
 * it), replies go to that person when given, and the text says who sent it through the site, so
 * a recipient can tell the site's own mail from mail its users had it send.
 */
export function sentThroughSite(message: MailMessage, origin: MailOrigin): MailMessage {
  const line = sentThroughLine(origin.by);
  return {
    ...message,
    ...(origin.replyTo ? { replyTo: origin.replyTo } : {}),
    text: `${message.text}\n\n--\n${line}`,
    ...(message.html ? { html: `${message.html}<hr><p>${escapeHtml(line)}</p>` } : {}),
  };
}
