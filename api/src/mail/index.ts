export { listCaughtMails, type CaughtMailView } from './caught';
export type { MailMessage } from './message';
export { notificationRecipient } from './notificationRecipient';
export { countUnsent } from './outbox';
export { createMailService, type MailService, type MailSettings } from './service';
export { mailQuota } from './quotas';
export { finishedMailPurge } from './retention';
export type { MailQuota, MailSender } from './quotas';
export { sentThroughSite } from './sentThrough';
