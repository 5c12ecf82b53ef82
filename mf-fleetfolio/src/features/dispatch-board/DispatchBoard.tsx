import {
  addDays,
  dispatchBoardQuerySchema,
  TRIP_STATUS_LABELS,
  type DispatchBoardView,
} from '@freight/contracts';
import { Alert, Button, Card, CardContent, Skeleton } from '@freight/ui';
import { format, parseISO } from 'date-fns';
import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import { ReadFailure } from '../../shared/ReadFailure';
import { ButtonRow, TabHeader } from '../../shared/layout';
import { useAddressParams } from '../../shared/useAddressParams';
import { useDispatchBoardQuery } from './api';
import { moveBetweenBars } from './arrowKeys';
import { boardRows, type Bar, type BoardRow } from './lanes';

/**
 * Scrolls sideways inside itself on a narrow screen; the page does not (its size is contained,
 * so the table's minimum width does not widen the panels around it).
 */
const Scroll = styled.div`
  overflow-x: auto;
  contain: inline-size;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 42rem;
  border-collapse: collapse;
  table-layout: fixed;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.xs};
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  th[scope='row'] {
    text-align: left;
    width: 10rem;
    background: ${({ theme }) => theme.colors.background};
    position: sticky;
    left: 0;
    overflow-wrap: anywhere;
  }
  th[scope='rowgroup'] {
    text-align: left;
    background: ${({ theme }) => theme.colors.mutedBackground};
  }
`;

const TripBar = styled.button<{ $conflict: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid
    ${({ theme, $conflict }) => ($conflict ? theme.colors.danger : theme.badge.blue.fg)};
  background: ${({ theme, $conflict }) => ($conflict ? theme.colors.dangerSoft : theme.badge.blue.bg)};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Free = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const dayLabel = (day: string) => format(parseISO(day), 'EEE M/d');
const longDay = (day: string) => format(parseISO(day), 'EEE, MMM d');

function barName(bar: Bar, conflict: boolean) {
  const { trip } = bar;
  const days =
    trip.start === trip.end
      ? longDay(trip.start)
      : `${longDay(trip.start)} to ${longDay(trip.end)}`;
  return [
    `Trip ${trip.tripNumber}`,
    days,
    TRIP_STATUS_LABELS[trip.status],
    conflict ? 'overlaps another trip' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function LaneCells({
  lane,
  row,
  onOpenTrip,
}: {
  lane: Bar[];
  row: BoardRow;
  onOpenTrip: (id: string) => void;
}) {
  const cells = [];
  let column = 0;
  for (const bar of lane) {
    if (bar.column > column) cells.push(<td key={`gap-${column}`} colSpan={bar.column - column} />);
    const conflict = row.conflicted.has(bar.trip.id);
    cells.push(
      <td key={bar.trip.id} colSpan={bar.span}>
        <TripBar
          type="button"
          data-bar
          data-column={bar.column}
          $conflict={conflict}
          aria-label={barName(bar, conflict)}
          onClick={() => onOpenTrip(bar.trip.id)}
        >
          {bar.fromEarlier ? '◂ ' : ''}
          {bar.trip.tripNumber}
          {conflict ? ' · Overlap' : ''}
          {bar.intoNext ? ' ▸' : ''}
        </TripBar>
      </td>,
    );
    column = bar.column + bar.span;
  }
  if (column < 7) cells.push(<td key={`gap-${column}`} colSpan={7 - column} />);
  return <>{cells}</>;
}

function ResourceRows({ row, onOpenTrip }: { row: BoardRow; onOpenTrip: (id: string) => void }) {
  const header = (lanes: number) => (
    <th scope="row" rowSpan={lanes}>
      {row.name}
      {row.conflicted.size > 0 ? <Free as="div">Double-booked</Free> : null}
    </th>
  );
  if (row.lanes.length === 0) {
    return (
      <tr>
        {header(1)}
        <td colSpan={7}>
          <Free>No trips this week</Free>
        </td>
      </tr>
    );
  }
  return (
    <>
      {row.lanes.map((lane, index) => (
        <tr key={index}>
          {index === 0 ? header(row.lanes.length) : null}
          <LaneCells lane={lane} row={row} onOpenTrip={onOpenTrip} />
        </tr>
      ))}
    </>
  );
}

/** What overlaps, in words: the alert above the board. */
function conflictTexts(board: DispatchBoardView) {
  const number = (id: string) => board.trips.find((trip) => trip.id === id)?.tripNumber ?? '';
  const name = (kind: 'driver' | 'truck', id: string) =>
    kind === 'driver'
      ? board.drivers.find((driver) => driver.id === id)?.name
      : board.trucks.find((truck) => truck.id === id)?.label;
  return board.conflicts.map(
    (conflict) =>
      `${name(conflict.resource, conflict.id) ?? 'Unknown'} is booked on trips ${number(conflict.tripIds[0])} and ${number(conflict.tripIds[1])} on overlapping days.`,
  );
}

function Board({
  board,
  onOpenTrip,
}: {
  board: DispatchBoardView;
  onOpenTrip: (id: string) => void;
}) {
  const rows = useMemo(() => boardRows(board), [board]);
  const conflicts = conflictTexts(board);
  const range = `${format(parseISO(board.days[0]!), 'MMM d')} – ${format(parseISO(board.days[6]!), 'MMM d, yyyy')}`;
  const groups = [
    { kind: 'driver', title: 'Drivers' },
    { kind: 'truck', title: 'Trucks' },
  ] as const;
  return (
    <>
      {conflicts.length > 0 ? (
        <Alert $variant="destructive" role="alert">
          <strong>Double bookings</strong>
          <ul>
            {conflicts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Scroll tabIndex={0} role="region" aria-label="Dispatch board week">
        <Table onKeyDown={moveBetweenBars}>
          <caption>Week of {range}</caption>
          <thead>
            <tr>
              <th scope="col">Driver or truck</th>
              {board.days.map((day) => (
                <th key={day} scope="col" abbr={longDay(day)}>
                  {dayLabel(day)}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.kind}>
              <tr>
                <th scope="rowgroup" colSpan={8}>
                  {group.title}
                </th>
              </tr>
              {rows
                .filter((row) => row.kind === group.kind)
                .map((row) => (
                  <Fragment key={row.id}>
                    <ResourceRows row={row} onOpenTrip={onOpenTrip} />
                  </Fragment>
                ))}
            </tbody>
          ))}
        </Table>
      </Scroll>
    </>
  );
}

interface DispatchBoardProps {
  /** A trip bar was chosen: the app opens the trip (on the Trips tab). */
  onOpenTrip: (tripId: string) => void;
}

/** `?week=2026-03-09`: the week shown (its Monday); this week without it, or with a bad day. */
function useWeekAddress() {
  const { params, set } = useAddressParams();
  const asked = params.get('week') ?? undefined;
  const week = dispatchBoardQuerySchema.validate({ week: asked }).error ? undefined : asked;
  return { week, showWeek: (monday: string | undefined) => set({ week: monday }) };
}

/**
 * The dispatch board (issue 22): a week, Monday to Sunday, with a row per driver and per truck
 * and their trips as bars by day. A driver or truck booked on overlapping trips is flagged.
 * The week lives in the address: each move is a history entry, and a reload keeps the week.
 */
export function DispatchBoard({ onOpenTrip }: DispatchBoardProps) {
  const { week, showWeek } = useWeekAddress();
  const board = useDispatchBoardQuery(week);
  const { data, isLoading, isFetching } = board;
  const move = (days: number) => data && showWeek(addDays(data.weekStart, days));
  return (
    <section aria-labelledby="board-title" aria-busy={isFetching}>
      <TabHeader>
        <div>
          <h2 id="board-title">Dispatch Board</h2>
          <p>Who drives what this week. Choose a trip to open it.</p>
        </div>
        <ButtonRow role="group" aria-label="Week">
          <Button $variant="outline" disabled={!data} onClick={() => move(-7)}>
            Previous Week
          </Button>
          <Button $variant="outline" onClick={() => showWeek(undefined)}>
            This Week
          </Button>
          <Button $variant="outline" disabled={!data} onClick={() => move(7)}>
            Next Week
          </Button>
        </ButtonRow>
      </TabHeader>
      <Card>
        <CardContent>
          <ReadFailure
            read={board}
            fallback="Your dispatch board could not be loaded."
            stale={data !== undefined}
          />
          {isLoading ? <Skeleton $height="16rem" /> : null}
          {data ? <Board board={data} onOpenTrip={onOpenTrip} /> : null}
        </CardContent>
      </Card>
    </section>
  );
}
