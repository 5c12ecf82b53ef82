export { useTestDatabase } from './testApp';
export type { TestContext } from './testApp';
export { mailedToken, mailsTo } from './mailbox';
export { caughtMail, sentTo, withSubject } from './mail';
export { waitFor } from './waitFor';
