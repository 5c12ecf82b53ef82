export { listCaughtMails, sendMail, startMail, stopMail } from './mailer';
export type { CaughtMailView, MailAttachment, MailMessage, MailSettings } from './mailer';
export { notificationRecipient } from './notificationRecipient';
export { mailPerRecipient, mailPerSender, mailQuota } from './quotas';
export type { MailAllowance, MailQuota, MailSender } from './quotas';
export { sentThroughLine, sentThroughSite } from './sentThrough';
export type { MailOrigin } from './sentThrough';
