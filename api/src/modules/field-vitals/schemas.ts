import Joi from 'joi';
import { SITE_ROUTES, type FieldVitalsBeacon, type FieldVitalsPeriod } from '@freight/contracts';

// Far above anything a page load reports (LCP and INP end when the page is hidden); values up
// to these count (in the top bucket), larger ones are not a measurement.
const MAX_MS = 60 * 60 * 1000;
const MAX_CLS = 100;

export const fieldVitalsBeaconSchema = Joi.object<FieldVitalsBeacon>({
  route: Joi.string()
    .valid(...SITE_ROUTES)
    .required(),
  lcp: Joi.number().min(0).max(MAX_MS),
  inp: Joi.number().min(0).max(MAX_MS),
  cls: Joi.number().min(0).max(MAX_CLS),
}).or('lcp', 'inp', 'cls');

export const fieldVitalsQuerySchema = Joi.object<{ days: FieldVitalsPeriod }>({
  days: Joi.number().valid(7, 28).default(28),
});
