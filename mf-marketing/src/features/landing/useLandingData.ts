import { useGetCompanySettingsQuery } from '@freight/runtime';
import {
  useBlogPostsQuery,
  useFleetStatsQuery,
  useServicesQuery,
  useTestimonialsQuery,
} from './api';
import {
  SAMPLE_POST_LIST,
  SAMPLE_TESTIMONIAL_LIST,
  withCompanyDefaults,
  withStatsDefaults,
} from './content';

function nonEmpty<T>(list: T[] | undefined, fallback: T[]): T[] {
  return Array.isArray(list) && list.length > 0 ? list : fallback;
}

/**
 * The five landing reads with the built-in fallbacks: a failed or empty answer shows the
 * defaults and samples, never an error (spec 000 §8).
 */
export function useLandingData() {
  const settings = useGetCompanySettingsQuery();
  const stats = useFleetStatsQuery();
  const services = useServicesQuery();
  const testimonials = useTestimonialsQuery();
  const posts = useBlogPostsQuery();
  return {
    starting: settings.isLoading || stats.isLoading,
    settings: withCompanyDefaults(settings.data),
    stats: withStatsDefaults(stats.data),
    services: Array.isArray(services.data) ? services.data : undefined,
    servicesLoading: services.isLoading,
    testimonials: nonEmpty(testimonials.data, SAMPLE_TESTIMONIAL_LIST),
    testimonialsLoading: testimonials.isLoading,
    posts: nonEmpty(posts.data, SAMPLE_POST_LIST),
    postsLoading: posts.isLoading,
  };
}
