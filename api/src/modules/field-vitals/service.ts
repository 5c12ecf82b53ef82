import {
  FIELD_VITAL_METRICS,
  SITE_ROUTES,
  type FieldVitalFigure,
  type FieldVitalMetric,
  type FieldVitalsBeacon,
  type FieldVitalsPeriod,
  type FieldVitalsReport,
} from '@freight/contracts';
import type { PipelineStage } from 'mongoose';
import { WebVitalModel } from '../../db/models/web_vitals';
import { bucketOf, bucketValue } from './buckets';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `at` falls on. */
export function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** Counts one page load's figures in today's histograms of its route (one upsert per metric). */
export async function recordBeacon(beacon: FieldVitalsBeacon, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const counted = FIELD_VITAL_METRICS.flatMap((metric) => {
    const value = beacon[metric];
    if (value === undefined) return [];
    const filter = { day, route: beacon.route, metric, bucket: bucketOf(metric, value) };
    return [{ updateOne: { filter, update: { $inc: { count: 1 } }, upsert: true } }];
  });
  await WebVitalModel.bulkWrite(counted, { ordered: false });
}

interface Percentile {
  _id: { route: string; metric: FieldVitalMetric };
  bucket: number;
  samples: number;
}

/**
 * The 75th percentile per route and metric, in MongoDB: the period's buckets summed, then the
 * first bucket (ascending) at which the running count reaches 75 % of all samples (nearest rank:
 * of 4 page loads the 3rd best, of 10 the 8th).
 */
function percentilePipeline(from: Date): PipelineStage[] {
  const series = { route: '$_id.route', metric: '$_id.metric' };
  return [
    { $match: { day: { $gte: from } } },
    {
      $group: {
        _id: { route: '$route', metric: '$metric', bucket: '$bucket' },
        count: { $sum: '$count' },
      },
    },
    {
      $setWindowFields: {
        partitionBy: series,
        sortBy: { '_id.bucket': 1 },
        output: {
          upTo: { $sum: '$count', window: { documents: ['unbounded', 'current'] } },
          samples: { $sum: '$count', window: { documents: ['unbounded', 'unbounded'] } },
        },
      },
    },
    { $match: { $expr: { $gte: ['$upTo', { $multiply: ['$samples', 0.75] }] } } },
    {
      $group: {
        _id: series,
        bucket: { $min: '$_id.bucket' },
        samples: { $first: '$samples' },
      },
    },
  ];
}

/** p75 of LCP, INP and CLS per route over the last `days` days (today included, UTC). */
export async function fieldVitalsReport(
  days: FieldVitalsPeriod,
  now = new Date(),
): Promise<FieldVitalsReport> {
  const to = utcDay(now);
  const from = new Date(to.getTime() - (days - 1) * DAY_MS);
  const rows = await WebVitalModel.aggregate<Percentile>(percentilePipeline(from));
  const figure = (route: string, metric: FieldVitalMetric): FieldVitalFigure | null => {
    const row = rows.find(({ _id }) => _id.route === route && _id.metric === metric);
    return row ? { p75: bucketValue(metric, row.bucket), samples: row.samples } : null;
  };
  const routes = SITE_ROUTES.map((route) => ({
    route,
    lcp: figure(route, 'lcp'),
    inp: figure(route, 'inp'),
    cls: figure(route, 'cls'),
  })).filter(({ lcp, inp, cls }) => lcp || inp || cls);
  return { days, from: isoDay(from), to: isoDay(to), routes };
}
