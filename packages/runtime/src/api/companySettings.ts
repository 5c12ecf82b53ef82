import type { CompanySettings } from '@freight/contracts';
import { LANDING_CACHE_SECONDS } from './api';
import { createAreaApi } from './areaApi';

/**
 * The public read of company settings (phone, authority numbers), cached 5 minutes: one
 * endpoint for the shell's header and the landing page, so the page asks once.
 */
export const companySettingsApi = createAreaApi('runtime', []).injectEndpoints({
  endpoints: (build) => ({
    getCompanySettings: build.query<Partial<CompanySettings> | null, void>({
      query: () => ({ key: ['/api/company-settings'] }),
      keepUnusedDataFor: LANDING_CACHE_SECONDS,
    }),
  }),
});

export const { useGetCompanySettingsQuery } = companySettingsApi;
