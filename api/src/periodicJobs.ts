import mongoose from 'mongoose';
import type { AppConfig } from './config';
import { createLimits } from './limits';
import { finishedMailPurge, mailQuota, type MailService } from './mail';
import { complianceDigestJob } from './modules/fleetfolio';
import { unclaimedDocumentsPurge } from './modules/uploads';
import type { PeriodicJob } from './periodic';

/**
 * The mail quotas as the app counts them: the counters live in MongoDB, so this quota and the
 * app's (`AppDeps.mailQuota`) count the same uses.
 */
const quotaOf = (config: AppConfig) =>
  mailQuota(createLimits(mongoose.connection), {
    perSenderPerDay: config.mailPerSenderPerDay,
    perRecipientPerHour: config.mailPerRecipientPerHour,
  });

/**
 * The API's periodic work, run by one instance per period (src/periodic). Sessions and limit
 * counters need none: MongoDB's TTL indexes remove them.
 */
export function periodicJobs(config: AppConfig, mail: MailService): PeriodicJob[] {
  return [
    unclaimedDocumentsPurge(config.uploadPurgeSeconds * 1000, config),
    complianceDigestJob({ mail, quota: quotaOf(config) }),
    finishedMailPurge({ sentDays: config.mailKeepSentDays, failedDays: config.mailKeepFailedDays }),
  ];
}
