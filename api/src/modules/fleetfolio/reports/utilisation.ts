const DAY_MS = 24 * 60 * 60 * 1000;

/** The number of a UTC calendar day (days since 1970-01-01). */
const dayNumber = (time: number) => Math.floor(time / DAY_MS);

export interface TripSpan {
  dispatchedAt: Date;
  completedAt?: Date | null;
}

/** How utilisation is worked out: `UTILISATION_DEFINITION` of the contracts says it on screen. */
export interface PeriodDays {
  /** First day of the period (UTC midnight). */
  start: Date;
  /** The instant the period ends (exclusive): the year's end, or now for the current year. */
  until: Date;
}

/** The set of days in the period that some trip of the truck covers. */
export function daysOnTrips(trips: TripSpan[], period: PeriodDays, now: Date): Set<number> {
  const first = dayNumber(period.start.getTime());
  const last = dayNumber(period.until.getTime() - 1);
  const days = new Set<number>();
  for (const trip of trips) {
    const from = Math.max(first, dayNumber(trip.dispatchedAt.getTime()));
    const to = Math.min(last, dayNumber((trip.completedAt ?? now).getTime()));
    for (let day = from; day <= to; day += 1) days.add(day);
  }
  return days;
}

/** Days the truck could work in the period: from its first day in the fleet to the end. */
export function daysAvailable(addedAt: Date, trips: TripSpan[], period: PeriodDays): number {
  const firstTrip = Math.min(...trips.map((trip) => trip.dispatchedAt.getTime()));
  const inFleet = dayNumber(Math.min(addedAt.getTime(), firstTrip));
  const from = Math.max(dayNumber(period.start.getTime()), inFleet);
  const to = dayNumber(period.until.getTime() - 1);
  return Math.max(0, to - from + 1);
}

/** A share as a percentage with one decimal; 0 when there was nothing to share. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 1000) / 10) : 0;
