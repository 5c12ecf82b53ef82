import { LANDING_CACHE_SECONDS, freightApi } from '@freight/runtime';
import type { CompanySettings, FleetStats } from '@freight/contracts';

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

const read = <T>(path: string) => ({
  query: () => ({ key: [path] }),
  keepUnusedDataFor: LANDING_CACHE_SECONDS,
  transformResponse: (data: unknown) => data as T,
});

/**
 * The five public landing reads (spec 000 §7), cached 5 minutes. The company settings are the
 * shell header's endpoint (same name, same read: the definition injected first is kept), so
 * the landing shows the header's answer instead of asking again.
 */
export const landingApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanySettings: build.query<Partial<CompanySettings> | null, void>(
      read<Partial<CompanySettings> | null>('/api/company-settings'),
    ),
    fleetStats: build.query<Partial<FleetStats> | null, void>(
      read<Partial<FleetStats> | null>('/api/fleet/stats'),
    ),
    services: build.query<LandingService[], void>(read<LandingService[]>('/api/services')),
    testimonials: build.query<LandingTestimonial[], void>(
      read<LandingTestimonial[]>('/api/testimonials'),
    ),
    blogPosts: build.query<LandingBlogPost[], void>(read<LandingBlogPost[]>('/api/blog/posts')),
  }),
});

export const {
  useGetCompanySettingsQuery,
  useFleetStatsQuery,
  useServicesQuery,
  useTestimonialsQuery,
  useBlogPostsQuery,
} = landingApi;
