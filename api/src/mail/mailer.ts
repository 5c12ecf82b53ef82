import nodemailer, { type Transporter } from 'nodemailer';
import { CaughtMailModel } from '../db/models/caught_mails';
import { logger } from '../http/logger';
import { startMailCatcher, type MailCatcher } from './catcher';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface MailSettings {
  /** Real SMTP server; when absent a local catcher is started. */
  smtpUrl?: string;
  from: string;
  /** Port of the local catcher (0 = any free port). */
  catcherPort: number;
}

let transport: { mailer: Transporter; from: string } | undefined;
let catcher: MailCatcher | undefined;

/** Configures delivery: SMTP_URL, or the local catcher. Call once at start (server and tests). */
export async function startMail(settings: MailSettings): Promise<{ catcherPort?: number }> {
  await stopMail();
  if (settings.smtpUrl) {
    transport = { mailer: nodemailer.createTransport(settings.smtpUrl), from: settings.from };
    return {};
  }
  catcher = await startMailCatcher(settings.catcherPort);
  const mailer = nodemailer.createTransport({
    host: '127.0.0.1',
    port: catcher.port,
    secure: false,
    ignoreTLS: true,
  });
  transport = { mailer, from: settings.from };
  logger.info(
    { port: catcher.port },
    'no SMTP_URL: mail is caught locally and stored in caught_mails',
  );
  return { catcherPort: catcher.port };
}

export async function stopMail(): Promise<void> {
  transport?.mailer.close();
  transport = undefined;
  await catcher?.stop();
  catcher = undefined;
}

/** Sends one message. Never throws: a failure is logged and answered with false. */
export async function sendMail(message: MailMessage): Promise<boolean> {
  if (!transport) {
    logger.error({ subject: message.subject }, 'mail is not configured; message not sent');
    return false;
  }
  try {
    // The sender is always the site's own address; people who send through it are Reply-To.
    await transport.mailer.sendMail({ ...message, from: transport.from });
    return true;
  } catch (error) {
    logger.error({ err: error, subject: message.subject }, 'mail delivery failed');
    return false;
  }
}

export interface CaughtMailView {
  id: string;
  to: string[];
  from?: string | null;
  replyTo: string[];
  subject?: string | null;
  text?: string | null;
  html?: string | null;
  attachments: { filename?: string | null; contentType?: string | null; size?: number | null }[];
  receivedAt: Date;
}

/** Messages caught locally, newest first. */
export async function listCaughtMails(limit = 100): Promise<CaughtMailView[]> {
  const mails = await CaughtMailModel.find().sort({ receivedAt: -1, _id: -1 }).limit(limit).lean();
  return mails.map(({ _id, to, from, replyTo, subject, text, html, attachments, receivedAt }) => ({
    id: String(_id),
    to,
    from,
    replyTo,
    subject,
    text,
    html,
    attachments: attachments.map(({ filename, contentType, size }) => ({
      filename,
      contentType,
      size,
    })),
    receivedAt,
  }));
}
