import type { PeriodicJob } from '../../periodic';
import { purgeUnclaimedDocuments } from './service';

/** Removes quote documents nobody attached to a quote within a day, once per period. */
export function unclaimedDocumentsPurge(periodMs: number): PeriodicJob {
  return {
    name: 'purge-unclaimed-quote-documents',
    periodMs,
    run: async () => `${await purgeUnclaimedDocuments()} documents removed`,
  };
}
