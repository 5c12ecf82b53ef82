import { freightApi, LANDING_CACHE_SECONDS } from '@freight/runtime';
import type { CompanySettings } from '@freight/contracts';

/** The shared public read of company settings (phone, authority numbers), cached 5 minutes. */
export const companySettingsApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanySettings: build.query<Partial<CompanySettings> | null, void>({
      query: () => ({ key: ['/api/company-settings'] }),
      keepUnusedDataFor: LANDING_CACHE_SECONDS,
    }),
  }),
});

export const { useGetCompanySettingsQuery } = companySettingsApi;
