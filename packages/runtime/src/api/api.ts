import { createApi } from '@reduxjs/toolkit/query/react';
import { freightBaseQuery } from './baseQuery';

/**
 * Cache tags shared by every area. A write in one area invalidates what another cached:
 * a quote posted on the landing page refreshes the admin quotes list.
 */
export const TAG_TYPES = [
  'AdminSession',
  'Quote',
  'DriverApplication',
  'OwnerOperatorApplication',
  'ReviewRequest',
  'Review',
  'SentMail',
  'Shipment',
  'Invoice',
  'ClientSession',
  'TripPlannerStats',
  'CarrierSession',
  'CarrierDashboard',
  'PlannedLoad',
  'Driver',
  'Truck',
  'Trailer',
  'Trip',
  'CarrierInvoice',
  'Customer',
  'Report',
  'Document',
] as const;

/** Public landing data (settings, stats, services, testimonials, posts) is cached 5 minutes. */
export const LANDING_CACHE_SECONDS = 5 * 60;

/** Longest timer a browser accepts (about 24.8 days): "never goes stale" in practice. */
export const NEVER_EXPIRES_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

/** The one RTK Query API for `/api`; each remote adds endpoints with `injectEndpoints`. */
export const freightApi = createApi({
  reducerPath: 'freightApi',
  baseQuery: freightBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: NEVER_EXPIRES_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
