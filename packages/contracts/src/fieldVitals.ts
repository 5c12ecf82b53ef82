// Core Web Vitals of real visits: what the shell's beacon sends, what the admin panel reads.
// No joi here: the shell's collector imports these constants and must stay small.

/** Where the shell's beacon posts the Core Web Vitals of one page load. */
export const FIELD_VITALS_PATH = '/api/field-vitals';

/** The largest beacon body the API reads, in bytes (a real one is under 100). */
export const FIELD_VITALS_BEACON_MAX_BYTES = 1024;

export const FIELD_VITAL_METRICS = ['lcp', 'inp', 'cls'] as const;
export type FieldVitalMetric = (typeof FIELD_VITAL_METRICS)[number];

/**
 * The site's route patterns, as the areas declare them (packages/build-config/areas.json; a
 * contracts test keeps the two equal). A beacon names one of these, never the visited path, so
 * no review token or record id is ever sent or stored.
 */
export const SITE_ROUTES = [
  '/',
  '/review/:token',
  '/admin-login',
  '/admin',
  '/client-portal',
  '/trip-planner',
  '/tracking',
  '/fleetfolio',
  '/fleetfolio/login',
  '/fleetfolio/register',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** One page load's figures: LCP and INP in milliseconds, CLS unitless; at least one of them. */
export interface FieldVitalsBeacon {
  route: SiteRoute;
  lcp?: number;
  inp?: number;
  cls?: number;
}

/**
 * Core Web Vitals thresholds (web.dev; the web-vitals package's LCPThresholds, INPThresholds,
 * CLSThresholds): at most the first is good, above the second is poor.
 */
export const VITAL_THRESHOLDS: Record<FieldVitalMetric, readonly [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export function vitalRating(metric: FieldVitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The periods the admin panel offers, in days ending today (UTC). */
export const FIELD_VITALS_PERIODS = [7, 28] as const;
export type FieldVitalsPeriod = (typeof FIELD_VITALS_PERIODS)[number];

/** The 75th percentile of one metric on one route, and how many page loads it rests on. */
export interface FieldVitalFigure {
  p75: number;
  samples: number;
}

export interface FieldVitalsRoute {
  route: SiteRoute;
  lcp: FieldVitalFigure | null;
  inp: FieldVitalFigure | null;
  cls: FieldVitalFigure | null;
}

/** GET /api/admin/field-vitals?days=7|28: routes with at least one sample, in SITE_ROUTES order. */
export interface FieldVitalsReport {
  days: FieldVitalsPeriod;
  /** First and last day counted, `YYYY-MM-DD` (UTC). */
  from: string;
  to: string;
  routes: FieldVitalsRoute[];
}
