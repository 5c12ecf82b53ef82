import type { IftaReport, IftaRowInput } from '@freight/contracts';
import { carrierData } from '../../../db/ownerScope';
import { notFound } from '../../../http/errors';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Miles by state and fuel bought by state of one quarter: each row, and totals per state. */
export async function iftaReport(
  ownerId: string,
  year: number,
  quarter: number,
): Promise<IftaReport> {
  const rows = await carrierData(ownerId).milesByState.find(
    { year, quarter },
    { sort: { state: 1 } },
  );
  const tripIds = [
    ...new Set(
      rows
        .map((row) => row.tripId)
        .filter(Boolean)
        .map(String),
    ),
  ];
  const trips = await Promise.all(tripIds.map((id) => carrierData(ownerId).trips.findById(id)));
  const tripNumbers = new Map(
    trips.filter((trip) => trip !== null).map((trip) => [String(trip._id), trip.tripNumber]),
  );
  const totals = new Map<string, { miles: number; fuelPurchased: number }>();
  for (const row of rows) {
    const total = totals.get(row.state) ?? { miles: 0, fuelPurchased: 0 };
    total.miles += row.miles;
    total.fuelPurchased += row.fuelPurchased;
    totals.set(row.state, total);
  }
  return {
    year,
    quarter,
    rows: rows.map((row) => ({
      id: String(row._id),
      state: row.state,
      miles: row.miles,
      fuelPurchased: row.fuelPurchased,
      source: row.source === 'computed' ? 'computed' : 'manual',
      estimated: row.source === 'computed' && row.estimated === true,
      tripNumber: row.tripId ? (tripNumbers.get(String(row.tripId)) ?? '') : '',
    })),
    byState: [...totals.entries()].map(([state, total]) => ({
      state,
      miles: round(total.miles, 1),
      fuelPurchased: round(total.fuelPurchased, 3),
    })),
  };
}

/** A manual line (miles or fuel the trips do not show, e.g. a trip before FleetFolio). */
export async function addIftaRow(ownerId: string, input: IftaRowInput) {
  await carrierData(ownerId).milesByState.create({ ...input, source: 'manual' });
}

/** Corrects a line; a corrected computed line becomes manual and is kept when its trip changes. */
export async function editIftaRow(
  ownerId: string,
  id: string,
  input: { miles: number; fuelPurchased: number },
) {
  const updated = await carrierData(ownerId).milesByState.updateById(id, {
    ...input,
    source: 'manual',
  });
  if (!updated) throw notFound('IFTA line not found');
}

export async function removeIftaRow(ownerId: string, id: string) {
  if (!(await carrierData(ownerId).milesByState.deleteById(id)))
    throw notFound('IFTA line not found');
}
