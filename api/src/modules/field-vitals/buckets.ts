import type { FieldVitalMetric } from '@freight/contracts';

/**
 * Each metric is counted in buckets of a fixed width, up to a cap (a larger value counts in the
 * top bucket). A bucket holds the values above the previous edge up to its own, so the p75 read
 * back (the upper edge of the bucket holding the 75th-percentile page load) is at most one width
 * above the true value, and the thresholds (2500/4000 ms, 200/500 ms, 0.1/0.25) are edges: the
 * figure's rating is always the true value's.
 */
const BUCKETS: Record<FieldVitalMetric, { width: number; cap: number }> = {
  lcp: { width: 10, cap: 60_000 },
  inp: { width: 5, cap: 20_000 },
  cls: { width: 0.001, cap: 5 },
};

// CLS sums fractions (0.1 + 0.2 = 0.30000000000000004): ignore such float noise at an edge.
const FLOAT_NOISE = 1e-9;

/** The bucket of `value`: its upper edge in widths. */
export function bucketOf(metric: FieldVitalMetric, value: number): number {
  const { width, cap } = BUCKETS[metric];
  return Math.max(0, Math.ceil(Math.min(value, cap) / width - FLOAT_NOISE));
}

/** The value a bucket stands for: its upper edge in the metric's unit. */
export function bucketValue(metric: FieldVitalMetric, bucket: number): number {
  return Number((bucket * BUCKETS[metric].width).toFixed(3));
}
