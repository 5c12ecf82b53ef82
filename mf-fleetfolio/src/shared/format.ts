import { format, parseISO } from 'date-fns';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `2500.5` → `$2,500.50` */
export const formatDollars = (amount: number) => dollars.format(amount);

/** `12345.67` → `$12,346` (dashboard totals) */
export const formatWholeDollars = (amount: number) => wholeDollars.format(amount);

/** A stored calendar day `2026-03-01` shown in US format `03/01/2026`. */
export const formatUsDate = (day: string) => format(parseISO(day), 'MM/dd/yyyy');

/** The UTC day of a moment (`2026-03-01T23:30:00Z` → `03/01/2026`), the day the tables filter by. */
export const formatUsDay = (iso: string) => formatUsDate(iso.slice(0, 10));

const perMile = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A pay rate kept to 4 decimals: `0.65` → `$0.65`, `0.6525` → `$0.6525`. */
export const formatPayRate = (rate: number) => perMile.format(rate);
