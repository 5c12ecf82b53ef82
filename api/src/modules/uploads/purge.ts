import type { AppConfig } from '../../config';
import type { PeriodicJob } from '../../periodic';
import { purgeUnclaimedDocuments } from './service';

/** Removes quote documents nobody attached to a quote in time (UNCLAIMED_UPLOAD_MINUTES). */
export function unclaimedDocumentsPurge(
  periodMs: number,
  config: Pick<AppConfig, 'unclaimedUploadMinutes'>,
): PeriodicJob {
  return {
    name: 'purge-unclaimed-quote-documents',
    periodMs,
    run: async () => `${await purgeUnclaimedDocuments(config)} documents removed`,
  };
}
