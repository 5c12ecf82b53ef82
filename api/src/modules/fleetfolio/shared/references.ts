import type { Types } from 'mongoose';
import { carrierData } from '../../../db/ownerScope';

/**
 * Messages of a refused delete: what still uses the record, by the names the carrier knows
 * (trip and load numbers, invoice numbers, file names), at most three of each.
 */
const SHOWN = 3;

/** "trip TR-1", "trips TR-1, TR-2 and 3 more"; empty when there are none. */
export function named(kind: string, names: readonly string[]): string {
  if (names.length === 0) return '';
  const shown = names.slice(0, SHOWN).join(', ');
  const more = names.length > SHOWN ? ` and ${names.length - SHOWN} more` : '';
  return `${names.length === 1 ? kind : `${kind}s`} ${shown}${more}`;
}

/** "has 1 document in FileSafe (bol.pdf): delete it first." */
export function documentsFirst(names: readonly string[]): string {
  const count = names.length === 1 ? '1 document' : `${names.length} documents`;
  const shown = names.slice(0, SHOWN).join(', ');
  const more = names.length > SHOWN ? ` and ${names.length - SHOWN} more` : '';
  return `has ${count} in FileSafe (${shown}${more}): delete ${names.length === 1 ? 'it' : 'them'} first.`;
}

type CrewField = 'driverId' | 'teamDriverId' | 'truckId' | 'trailerId';

/** The numbers of the carrier's trips (any status, history too) whose `fields` name `id`. */
export async function tripsUsing(
  ownerId: string,
  fields: readonly CrewField[],
  id: Types.ObjectId,
): Promise<string[]> {
  const trips = carrierData(ownerId).trips;
  const found = await Promise.all(fields.map((field) => trips.find({ [field]: id })));
  return [...new Set(found.flat().map((trip) => trip.tripNumber))];
}
