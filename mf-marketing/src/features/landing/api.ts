import { LANDING_CACHE_SECONDS } from '@freight/runtime';
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

const read = <T>(path: string) => ({
  query: () => ({ key: [path] }),
  keepUnusedDataFor: LANDING_CACHE_SECONDS,
  transformResponse: (data: unknown) => data as T,
});

/**
 * The public landing reads (spec 000 §7), cached 5 minutes; the fifth, the company settings,
 * is the runtime's endpoint that the shell's header reads too.
 */
export const landingApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useFleetStatsQuery, useServicesQuery, useTestimonialsQuery, useBlogPostsQuery } =
  landingApi;
