export { MAX_RETRY_DELAY_MS, retryDelayMs, type RetryPolicy } from './backoff';
export { listCaughtMails, type CaughtMailView } from './caught';
export { startMailCatcher, type MailCatcher } from './catcher';
export type {
  GeneratedAttachment,
  MailAttachment,
  MailMessage,
  QueuedMail,
  StoredAttachment,
} from './message';
export { notificationRecipient } from './notificationRecipient';
export { countUnsent } from './outbox';
export {
  createMailService,
  senderDomain,
  type EnqueueOptions,
  type MailService,
  type MailSettings,
} from './service';
