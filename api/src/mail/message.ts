/** An attachment made for this message (an invoice PDF), kept inside the queued message. */
interface GeneratedAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/** A file already stored in GridFS (bucket `files`), kept by reference and read when sent. */
export interface StoredAttachment {
  filename: string;
  storedFileId: string;
  contentType?: string;
}

export type MailAttachment = GeneratedAttachment | StoredAttachment;

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * Values in the text that staff never see in the Sent Mail tab (a confirmation or review
   * link's token): shown there as `[hidden]`. They are sent as written.
   */
  secrets?: string[];
}

/** What enqueue answers: the outbox entry's id and the Message-ID the mail will carry. */
export interface QueuedMail {
  id: string;
  messageId: string;
}

export const isStoredAttachment = (attachment: MailAttachment): attachment is StoredAttachment =>
  'storedFileId' in attachment;
