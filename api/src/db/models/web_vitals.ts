import { Schema, model } from 'mongoose';

/** How long a day's figures are kept: the admin panel's longest period (28 days) and a margin. */
const WEB_VITALS_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Core Web Vitals of real visits as histograms: one document per route, UTC day, metric and
 * bucket, counting the page loads whose value fell in that bucket (modules/field-vitals). The
 * collection's size is bounded by routes x days x buckets, however many beacons arrive, and each
 * day expires WEB_VITALS_TTL_SECONDS after it began.
 */
const webVitalSchema = new Schema(
  {
    day: { type: Date, required: true },
    route: { type: String, required: true },
    metric: { type: String, required: true, enum: ['lcp', 'inp', 'cls'] },
    /** The bucket's upper edge in the metric's unit steps (see modules/field-vitals/buckets). */
    bucket: { type: Number, required: true, min: 0 },
    count: { type: Number, required: true, min: 1 },
  },
  { collection: 'web_vitals', versionKey: false, strict: 'throw' },
);
webVitalSchema.index({ day: 1, route: 1, metric: 1, bucket: 1 }, { unique: true });
webVitalSchema.index({ day: 1 }, { expireAfterSeconds: WEB_VITALS_TTL_SECONDS });

export const WebVitalModel = model('WebVital', webVitalSchema);
