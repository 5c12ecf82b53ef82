// The offline mongod (Windows build under Wine) has crashed mid-run on CI machines; the runner
// restarts it on the same port and data. A test that failed then runs once more, and its first
// failure is still printed, so a real bug (which fails twice) keeps the run red.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
