export { claimPeriod, releaseLease } from './lease';
export { startPeriodicJobs, type PeriodicJob } from './runner';
