import Joi from 'joi';
import { isCalendarDate } from './fleetfolio';
import type { TripStatus } from './fleetfolioOperations';
import { friendly } from './friendlyMessages';

/** The dispatch board (issue 22, item 5): one week, Monday to Sunday, a row per driver and truck. */

export interface DispatchBoardQuery {
  /** Any day of the week to show (YYYY-MM-DD); this week (UTC) when left out. */
  week?: string;
}

export const dispatchBoardQuerySchema = friendly(
  Joi.object<DispatchBoardQuery>({
    week: Joi.string()
      .pattern(/^\d{4}-\d{2}-\d{2}$/)
      .custom((value: string, helpers) =>
        isCalendarDate(value) ? value : helpers.error('string.pattern.base'),
      )
      .label('Week')
      .messages({ 'string.pattern.base': 'Week must be a valid date (YYYY-MM-DD)' }),
  }),
);

export interface DispatchBoardTrip {
  id: string;
  tripNumber: string;
  status: TripStatus;
  /** The driver and the team driver, when the trip has them. */
  driverIds: string[];
  truckId: string | null;
  /** First and last day of the trip (YYYY-MM-DD): its stops' appointment days, else dispatch to completion. */
  start: string;
  end: string;
}

/** Two trips that book the same driver or truck on overlapping days. */
export interface DispatchBoardConflict {
  resource: 'driver' | 'truck';
  id: string;
  tripIds: [string, string];
}

export interface DispatchBoardView {
  /** Monday of the week shown (YYYY-MM-DD). */
  weekStart: string;
  /** The seven days, Monday to Sunday. */
  days: string[];
  drivers: Array<{ id: string; name: string }>;
  trucks: Array<{ id: string; label: string }>;
  /** The trips with at least one day in the week. */
  trips: DispatchBoardTrip[];
  conflicts: DispatchBoardConflict[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday (UTC) of the week holding `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (both YYYY-MM-DD; negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * Whether two trips' day spans overlap. A driver may finish one trip and start the next on the
 * same day: sharing only that hand-over day is not an overlap.
 */
export function tripsOverlap(
  a: Pick<DispatchBoardTrip, 'start' | 'end'>,
  b: Pick<DispatchBoardTrip, 'start' | 'end'>,
): boolean {
  const from = a.start > b.start ? a.start : b.start;
  const to = a.end < b.end ? a.end : b.end;
  if (from > to) return false;
  if (from < to) return true;
  const handover = (from === a.end && from === b.start) || (from === b.end && from === a.start);
  return !handover;
}
