import { useGetCompanySettingsQuery } from '@freight/runtime';
import {
  useBlogPostsQuery,
  useFleetStatsQuery,
  useServicesQuery,
  useTestimonialsQuery,
} from './api';
import {
  DEFAULT_SERVICE_LIST,
  SAMPLE_POST_LIST,
  SAMPLE_TESTIMONIAL_LIST,
  withCompanyDefaults,
  withStatsDefaults,
} from './content';

/** The company settings shown: the fetched ones over the built-in defaults. */
export function useShownCompanySettings() {
  return withCompanyDefaults(useGetCompanySettingsQuery().data);
}

function nonEmpty<T>(list: T[] | undefined, fallback: T[]): T[] {
  return Array.isArray(list) && list.length > 0 ? list : fallback;
}

/**
 * The five landing reads with the built-in content: the page came with them (seeded before the
 * first render), and a read it lacks shows the built-in content until it answers, and when it
 * fails or is empty (spec 000 §8). Nothing waits for data: every section has something to show.
 */
export function useLandingData() {
  const settings = useGetCompanySettingsQuery();
  const stats = useFleetStatsQuery();
  const services = useServicesQuery();
  const testimonials = useTestimonialsQuery();
  const posts = useBlogPostsQuery();
  return {
    settings: withCompanyDefaults(settings.data),
    stats: withStatsDefaults(stats.data),
    services: nonEmpty(services.data, DEFAULT_SERVICE_LIST),
    testimonials: nonEmpty(testimonials.data, SAMPLE_TESTIMONIAL_LIST),
    posts: nonEmpty(posts.data, SAMPLE_POST_LIST),
  };
}
