import type { AppConfig } from './config';
import type { MailService } from './mail';
import { complianceDigestJob } from './modules/fleetfolio';
import { unclaimedDocumentsPurge } from './modules/uploads';
import type { PeriodicJob } from './periodic';

/**
 * The API's periodic work, run by one instance per period (src/periodic). Sessions and limit
 * counters need none: MongoDB's TTL indexes remove them.
 */
export function periodicJobs(config: AppConfig, mail: MailService): PeriodicJob[] {
  return [
    unclaimedDocumentsPurge(config.uploadPurgeSeconds * 1000, config),
    complianceDigestJob(mail),
  ];
}
