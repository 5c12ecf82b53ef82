export { listCaughtMails, sendMail, startMail, stopMail } from './mailer';
export type { CaughtMailView, MailAttachment, MailMessage, MailSettings } from './mailer';
export { notificationRecipient } from './notificationRecipient';
