import type { CompanySettings } from '@freight/contracts';
import { freightApi, LANDING_CACHE_SECONDS } from './api';

/**
 * The public read of company settings (phone, authority numbers), cached 5 minutes: one
 * endpoint for the shell's header and the landing page, so the page asks once.
 */
export const companySettingsApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanySettings: build.query<Partial<CompanySettings> | null, void>({
      query: () => ({ key: ['/api/company-settings'] }),
      keepUnusedDataFor: LANDING_CACHE_SECONDS,
    }),
  }),
});

export const { useGetCompanySettingsQuery } = companySettingsApi;
