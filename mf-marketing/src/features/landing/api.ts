import {
  LANDING_CACHE_SECONDS,
  seedCompanySettings,
  takePageRead,
  type FreightStore,
  type PageReadSource,
} from '@freight/runtime';
import { marketingApi } from '../../shared/api';
import type { FleetStats } from '@freight/contracts';

export interface LandingService {
  id: string;
  name: string;
  description: string;
  features: string[];
  imageUrl?: string | null;
}

export interface LandingTestimonial {
  id: string;
  clientName: string;
  clientCompany?: string | null;
  testimonial: string;
  rating?: number;
}

export interface LandingBlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  author: string;
  readTime?: string;
  tags: string[];
  publishedAt?: string | null;
}

/** Where each landing read comes from; the shell's page server embeds the same paths. */
export const LANDING_READ_PATHS = {
  fleetStats: '/api/fleet/stats',
  services: '/api/services',
  testimonials: '/api/testimonials',
  blogPosts: '/api/blog/posts',
} as const;

const read = <T>(path: string) => ({
  query: () => ({ key: [path] }),
  keepUnusedDataFor: LANDING_CACHE_SECONDS,
  transformResponse: (data: unknown) => data as T,
});

/**
 * The public landing reads (spec 000 §7), cached 5 minutes; the fifth, the company settings,
 * is the runtime's endpoint that the shell's header reads too.
 */
const landingApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    fleetStats: build.query<Partial<FleetStats> | null, void>(
      read<Partial<FleetStats> | null>(LANDING_READ_PATHS.fleetStats),
    ),
    services: build.query<LandingService[], void>(
      read<LandingService[]>(LANDING_READ_PATHS.services),
    ),
    testimonials: build.query<LandingTestimonial[], void>(
      read<LandingTestimonial[]>(LANDING_READ_PATHS.testimonials),
    ),
    blogPosts: build.query<LandingBlogPost[], void>(
      read<LandingBlogPost[]>(LANDING_READ_PATHS.blogPosts),
    ),
  }),
});

export const { useFleetStatsQuery, useServicesQuery, useTestimonialsQuery, useBlogPostsQuery } =
  landingApi;

type LandingEntries = Parameters<typeof landingApi.util.upsertQueryEntries>[0];

/**
 * Seeds the cache with the landing reads the page came with (the area's beforeMount), so the
 * first render shows them and nothing is fetched twice. A read the page lacks is fetched. The
 * remote's server render seeds the same reads from the API's answers.
 */
export function seedLandingReads(
  store: Pick<FreightStore, 'dispatch'>,
  take: PageReadSource = takePageRead,
): void {
  seedCompanySettings(store, take);
  const entries: LandingEntries = [];
  for (const endpointName of Object.keys(LANDING_READ_PATHS) as Array<
    keyof typeof LANDING_READ_PATHS
  >) {
    const read = take(LANDING_READ_PATHS[endpointName]);
    if (read)
      entries.push({ endpointName, arg: undefined, value: read.value } as LandingEntries[number]);
  }
  if (entries.length > 0) store.dispatch(landingApi.util.upsertQueryEntries(entries));
}
