import type { DispatchBoardTrip, DispatchBoardView } from '@freight/contracts';

/** A trip's bar in the week: its first column (0 = Monday) and how many days it covers. */
export interface Bar {
  trip: DispatchBoardTrip;
  column: number;
  span: number;
  /** It began before this week, or runs on after it. */
  fromEarlier: boolean;
  intoNext: boolean;
}

/** The week's bars of one driver or truck, in lanes: bars in one lane never share a day. */
function lanesOf(days: string[], trips: DispatchBoardTrip[]): Bar[][] {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const bars = trips.map((trip) => {
    const column = trip.start < first ? 0 : days.indexOf(trip.start);
    const end = trip.end > last ? days.length - 1 : days.indexOf(trip.end);
    return {
      trip,
      column,
      span: end - column + 1,
      fromEarlier: trip.start < first,
      intoNext: trip.end > last,
    };
  });
  const lanes: Bar[][] = [];
  for (const bar of bars.sort((a, b) => a.column - b.column)) {
    const lane = lanes.find((row) => {
      const previous = row[row.length - 1]!;
      return previous.column + previous.span <= bar.column;
    });
    if (lane) lane.push(bar);
    else lanes.push([bar]);
  }
  return lanes;
}

export interface BoardRow {
  kind: 'driver' | 'truck';
  id: string;
  name: string;
  lanes: Bar[][];
  /** Trips of this row booked on overlapping days with another of its trips. */
  conflicted: Set<string>;
}

/** A row per driver, then per truck, each with its lanes of bars and its double bookings. */
export function boardRows(board: DispatchBoardView): BoardRow[] {
  const rowOf = (kind: BoardRow['kind'], id: string, name: string): BoardRow => {
    const trips = board.trips.filter((trip) =>
      kind === 'driver' ? trip.driverIds.includes(id) : trip.truckId === id,
    );
    const conflicted = new Set(
      board.conflicts
        .filter((conflict) => conflict.resource === kind && conflict.id === id)
        .flatMap((conflict) => conflict.tripIds),
    );
    return { kind, id, name, lanes: lanesOf(board.days, trips), conflicted };
  };
  return [
    ...board.drivers.map((driver) => rowOf('driver', driver.id, driver.name)),
    ...board.trucks.map((truck) => rowOf('truck', truck.id, truck.label)),
  ];
}
