export { claimPeriod, periodOf, releaseLease } from './lease';
export { startPeriodicJobs, type PeriodicJob, type PeriodicJobs } from './runner';
