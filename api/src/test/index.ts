export { useTestDatabase } from './testApp';
export type { TestContext, TestDatabaseOptions } from './testApp';
export { caughtMail, sentTo, withSubject } from './mail';
