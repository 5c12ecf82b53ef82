import { createApi } from '@reduxjs/toolkit/query/react';
import { freightBaseQuery } from './baseQuery';

/** Public landing data (settings, stats, services, testimonials, posts) is cached 5 minutes. */
export const LANDING_CACHE_SECONDS = 5 * 60;

/** Longest timer a browser accepts (about 24.8 days): "never goes stale" in practice. */
export const NEVER_EXPIRES_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

/**
 * The one RTK Query API for `/api`. It declares no cache tags and no endpoints: each area adds
 * its own with {@link createAreaApi}.
 */
export const freightApi = createApi({
  reducerPath: 'freightApi',
  baseQuery: freightBaseQuery,
  tagTypes: [],
  keepUnusedDataFor: NEVER_EXPIRES_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
