import type { CompanySettings } from '@freight/contracts';
import type { FreightStore } from '../store';
import { LANDING_CACHE_SECONDS } from './api';
import { createAreaApi } from './areaApi';
import { takePageRead, type PageReadSource } from './pageReads';

export const COMPANY_SETTINGS_PATH = '/api/company-settings';

/**
 * The public read of company settings (phone, authority numbers), cached 5 minutes: one
 * endpoint for the shell's header and the landing page, so the page asks once.
 */
export const companySettingsApi = createAreaApi('runtime', []).injectEndpoints({
  endpoints: (build) => ({
    getCompanySettings: build.query<Partial<CompanySettings> | null, void>({
      query: () => ({ key: [COMPANY_SETTINGS_PATH] }),
      keepUnusedDataFor: LANDING_CACHE_SECONDS,
    }),
  }),
});

export const { useGetCompanySettingsQuery } = companySettingsApi;

/**
 * Puts the settings the page came with (pageReads.ts) into the cache, so the header and the
 * landing page show them without asking. Whoever starts first (the shell, or an area started
 * alone) takes them. A server render gives its own reads.
 */
export function seedCompanySettings(
  store: Pick<FreightStore, 'dispatch'>,
  take: PageReadSource = takePageRead,
): void {
  const read = take(COMPANY_SETTINGS_PATH);
  if (!read) return;
  store.dispatch(
    companySettingsApi.util.upsertQueryEntries([
      {
        endpointName: 'getCompanySettings',
        arg: undefined,
        value: read.value as Partial<CompanySettings> | null,
      },
    ]),
  );
}
