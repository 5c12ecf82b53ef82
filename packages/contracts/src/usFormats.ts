// Dollars, dates and moments as US readers write them, from plain number and Date methods. Not
// Intl: the first Intl formatter of a page sets up ICU, 20-60 ms on a phone, and the client
// portal's and FleetFolio's first screens show nothing else that needs it.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '1234567' → '1,234,567'. */
const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** A count, rounded to a whole number: 1234 → '1,234'. */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  return `${whole < 0 ? '-' : ''}${withThousands(String(Math.abs(whole)))}`;
}

/**
 * Dollars with `minDigits` to `maxDigits` decimals, rounded half away from zero as Intl does;
 * '—' when not a number.
 */
function usd(amount: number, minDigits: number, maxDigits: number): string {
  if (!Number.isFinite(amount)) return '—';
  const scale = 10 ** maxDigits;
  // toPrecision first: 1.005 * 100 is 100.49999999999999 in binary, a cent short.
  const units = Math.round(Number((Math.abs(amount) * scale).toPrecision(15)));
  const whole = withThousands(String(Math.floor(units / scale)));
  const decimals = maxDigits === 0 ? '' : String(units % scale).padStart(maxDigits, '0');
  const shown = decimals.replace(new RegExp(`0{0,${maxDigits - minDigits}}$`), '');
  const sign = amount < 0 && units > 0 ? '-' : '';
  return `${sign}$${whole}${shown ? `.${shown}` : ''}`;
}

/** 1234.5 → '$1,234.50', -3 → '-$3.00' (spec 001 §9: currency USD). */
export const formatUsd = (amount: number) => usd(amount, 2, 2);

/** 12345.67 → '$12,346' (dashboard totals). */
export const formatWholeUsd = (amount: number) => usd(amount, 0, 0);

/** A pay rate kept to 4 decimals: 0.65 → '$0.65', 0.6525 → '$0.6525'. */
export const formatUsdRate = (rate: number) => usd(rate, 2, 4);

const dateOf = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * A calendar date in US format, '12/01/2026'; '—' when absent or invalid. Dates without a time
 * (estimated dates, due dates) are stored as UTC midnight, so the UTC day is the date.
 */
export function formatUsDate(value: string | null | undefined): string {
  const date = dateOf(value);
  if (!date) return '—';
  return `${twoDigits(date.getUTCMonth() + 1)}/${twoDigits(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** A moment in US format in the viewer's time zone, '12/01/2026, 3:05 PM'; '—' when invalid. */
export function formatUsDateTime(value: string | null | undefined): string {
  const date = dateOf(value);
  if (!date) return '—';
  const day = `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${twoDigits(date.getMinutes())}`;
  // A no-break space, as Intl writes it: the time never wraps away from its AM or PM.
  return `${day}, ${clock}\u00a0${hours < 12 ? 'AM' : 'PM'}`;
}
