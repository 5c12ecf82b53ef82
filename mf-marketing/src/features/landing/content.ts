import {
  COMPANY_DEFAULTS,
  DEFAULT_SERVICES,
  FLEET_STATS_DEFAULTS,
  SAMPLE_BLOG_POSTS,
  SAMPLE_TESTIMONIALS,
  type CompanySettings,
  type FleetStats,
} from '@freight/contracts';
import type { LandingBlogPost, LandingService, LandingTestimonial } from './api';

/** Shown settings: each field the server gives, else the built-in one (spec 000 §3). */
export function withCompanyDefaults(settings: Partial<CompanySettings> | null | undefined) {
  const merged = { ...COMPANY_DEFAULTS };
  for (const key of Object.keys(merged) as Array<keyof CompanySettings>) {
    const value = settings?.[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value;
  }
  return merged;
}

export function withStatsDefaults(stats: Partial<FleetStats> | null | undefined): FleetStats {
  const merged = { ...FLEET_STATS_DEFAULTS };
  for (const key of Object.keys(merged) as Array<keyof FleetStats>) {
    const value = stats?.[key];
    if (typeof value === 'number' && Number.isFinite(value)) merged[key] = value;
  }
  return merged;
}

/** 50000 → '50K+': thousands rounded down, then 'K+' (spec 000 §3). */
export function formatLoads(totalLoads: number): string {
  return `${Math.floor(totalLoads / 1000)}K+`;
}

/** The services shown while the list is unknown, or when it fails or is empty (D10). */
export const DEFAULT_SERVICE_LIST: LandingService[] = DEFAULT_SERVICES.map((service, index) => ({
  id: `default-${index + 1}`,
  ...service,
}));

export const SAMPLE_TESTIMONIAL_LIST: LandingTestimonial[] = SAMPLE_TESTIMONIALS.map(
  (sample, index) => ({ id: `sample-${index + 1}`, ...sample }),
);

export const SAMPLE_POST_LIST: LandingBlogPost[] = SAMPLE_BLOG_POSTS.map((post) => ({
  id: post.slug,
  ...post,
}));

/** A telephone link target: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** 'MC-1293847' as stored, or 'MC 1293847' when only the digits are stored. */
export function mcLabel(mcNumber: string): string {
  return /^mc/i.test(mcNumber) ? mcNumber : `MC ${mcNumber}`;
}
