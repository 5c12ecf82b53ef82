import { CaughtMailModel } from '../db/models/caught_mails';

/** A message the local catcher stored (development and tests). */
export interface CaughtMailView {
  id: string;
  messageId?: string | null;
  to: string[];
  from?: string | null;
  subject?: string | null;
  text?: string | null;
  html?: string | null;
  attachments: { filename?: string | null; contentType?: string | null; size?: number | null }[];
  receivedAt: Date;
}

/** Messages caught locally, newest first. */
export async function listCaughtMails(limit = 100): Promise<CaughtMailView[]> {
  const mails = await CaughtMailModel.find().sort({ receivedAt: -1, _id: -1 }).limit(limit).lean();
  return mails.map(
    ({ _id, messageId, to, from, subject, text, html, attachments, receivedAt }) => ({
      id: String(_id),
      messageId,
      to,
      from,
      subject,
      text,
      html,
      attachments: attachments.map(({ filename, contentType, size }) => ({
        filename,
        contentType,
        size,
      })),
      receivedAt,
    }),
  );
}
