import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { CaughtMailModel } from '../db/models/caught_mails';
import { logger } from '../http/logger';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface MailCatcher {
  port: number;
  stop(): Promise<void>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

async function store(mail: ParsedMail): Promise<void> {
  await CaughtMailModel.create({
    messageId: mail.messageId,
    to: addresses(mail.to),
    from: mail.from?.text,
    subject: mail.subject,
    text: mail.text,
    html: typeof mail.html === 'string' ? mail.html : undefined,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
    })),
    receivedAt: new Date(),
  });
}

/**
 * A local SMTP server on 127.0.0.1 that stores every message in `caught_mails` instead of
 * delivering it (used when SMTP_URL is not set). Port 0 picks a free port.
 */
export function startMailCatcher(port: number): Promise<MailCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(store)
        .then(() => callback())
        .catch((error: Error) => {
          logger.error({ err: error }, 'mail catcher could not store a message');
          callback(error);
        });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      server.on('error', (error) => logger.error({ err: error }, 'mail catcher error'));
      const actual = (server.server.address() as AddressInfo).port;
      resolve({
        port: actual,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
