import nodemailer, { type Transporter } from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer';
import { openDownload } from '../files';
import { logger } from '../http/logger';
import { startMailCatcher, type MailCatcher } from './catcher';
import type { ClaimedMail } from './outbox';

export interface TransportSettings {
  /** Real SMTP server; when absent a local catcher is started. */
  smtpUrl?: string;
  from: string;
  /** Port of the local catcher (0 = any free port). */
  catcherPort: number;
  /** How long connecting, the greeting and each exchange may take. */
  timeoutMs: number;
}

/** A failure that another attempt cannot fix: the server refused the message or a recipient. */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentMailError';
  }
}

/** Sends claimed messages over SMTP (SMTP_URL or the local catcher). */
export interface MailTransport {
  send(mail: ClaimedMail): Promise<void>;
  close(): Promise<void>;
  /** The local catcher's port when there is no SMTP_URL. */
  readonly catcherPort?: number;
}

type SmtpError = Error & { code?: string; responseCode?: number };

/** 5xx to the envelope or the message: the server will refuse it again; anything else may pass. */
function isPermanent(error: SmtpError): boolean {
  const refused = error.code === 'EENVELOPE' || error.code === 'EMESSAGE';
  return refused && (error.responseCode ?? 0) >= 500;
}

async function attachmentsOf(mail: ClaimedMail): Promise<Attachment[]> {
  const attachments: Attachment[] = [];
  for (const item of mail.attachments) {
    if (item.content) {
      attachments.push({
        filename: item.filename,
        content: item.content,
        contentType: item.contentType,
      });
      continue;
    }
    const download = item.fileId ? await openDownload(item.fileId.toHexString()) : null;
    if (!download)
      throw new PermanentMailError(`The attachment ${item.filename} is no longer stored`);
    attachments.push({
      filename: item.filename,
      content: download.stream,
      contentType: item.contentType ?? download.file.metadata.contentType,
    });
  }
  return attachments;
}

function smtpTransport(settings: TransportSettings, catcherPort?: number): Transporter {
  const timeouts = {
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  };
  if (settings.smtpUrl) return nodemailer.createTransport({ url: settings.smtpUrl, ...timeouts });
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: catcherPort,
    secure: false,
    ignoreTLS: true,
    ...timeouts,
  });
}

/** Opens the transport: SMTP_URL, or a local catcher that stores each message in caught_mails. */
export async function openTransport(settings: TransportSettings): Promise<MailTransport> {
  let catcher: MailCatcher | undefined;
  if (!settings.smtpUrl) {
    catcher = await startMailCatcher(settings.catcherPort);
    logger.info(
      { port: catcher.port },
      'no SMTP_URL: mail is caught locally and stored in caught_mails',
    );
  }
  const mailer = smtpTransport(settings, catcher?.port);
  return {
    catcherPort: catcher?.port,
    async send(mail) {
      try {
        await mailer.sendMail({
          from: settings.from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          attachments: await attachmentsOf(mail),
        });
      } catch (error) {
        if (isPermanent(error as SmtpError)) throw new PermanentMailError((error as Error).message);
        throw error;
      }
    },
    async close() {
      mailer.close();
      await catcher?.stop();
    },
  };
}
