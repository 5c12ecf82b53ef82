import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { DispatchBoard } from './DispatchBoard';

const ANN = '665f1f77bcf86cd799439001';
const BOB = '665f1f77bcf86cd799439002';
const TRUCK = '665f1f77bcf86cd799439003';
const SPARE = '665f1f77bcf86cd799439004';
const trip = (id: string, tripNumber: string, start: string, end: string, extra: object = {}) => ({
  id,
  tripNumber,
  status: 'planned',
  driverIds: [ANN],
  truckId: null,
  start,
  end,
  ...extra,
});
const board = (weekStart: string) => ({
  weekStart,
  days: Array.from({ length: 7 }, (_, index) => {
    const day = new Date(`${weekStart}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    return day.toISOString().slice(0, 10);
  }),
  drivers: [
    { id: ANN, name: 'Ann Able' },
    { id: BOB, name: 'Bob Baker' },
  ],
  trucks: [
    { id: TRUCK, label: 'Truck B-1' },
    { id: SPARE, label: 'Truck B-2' },
  ],
  trips: [
    trip('t1', 'W-1', '2026-03-02', '2026-03-04'),
    trip('t2', 'W-2', '2026-03-03', '2026-03-05', { status: 'dispatched' }),
    trip('t3', 'W-3', '2026-02-27', '2026-03-03', { driverIds: [BOB], truckId: TRUCK }),
    trip('t4', 'W-4', '2026-03-06', '2026-03-10', { driverIds: [BOB], truckId: TRUCK }),
  ],
  conflicts: [{ resource: 'driver', id: ANN, tripIds: ['t1', 't2'] }],
});

function renderBoard(path = '/fleetfolio/dispatch-board') {
  const calls = stubFetch((_method, url) => {
    const week = /week=([\d-]+)/.exec(url)?.[1] ?? '2026-03-02';
    return { body: board(week) };
  });
  const onOpenTrip = jest.fn();
  const { history } = renderInArea(<DispatchBoard onOpenTrip={onOpenTrip} />, { path });
  return { calls, onOpenTrip, history };
}

describe('DispatchBoard', () => {
  it('shows a row per driver and truck with their trips as bars, and flags the overlap', async () => {
    renderBoard();
    const table = await screen.findByRole('table', { name: 'Week of Mar 2 – Mar 8, 2026' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual([
      'Driver or truck',
      'Mon 3/2',
      'Tue 3/3',
      'Wed 3/4',
      'Thu 3/5',
      'Fri 3/6',
      'Sat 3/7',
      'Sun 3/8',
    ]);
    const ann = within(table).getByRole('rowheader', { name: /Ann Able/ });
    expect(ann).toHaveTextContent('Double-booked');
    // Two overlapping trips cannot share a line: Ann's row has two lanes.
    expect(ann).toHaveAttribute('rowspan', '2');
    expect(
      within(table).getByRole('button', {
        name: 'Trip W-1, Mon, Mar 2 to Wed, Mar 4, Planned, overlaps another trip',
      }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('button', {
        name: 'Trip W-2, Tue, Mar 3 to Thu, Mar 5, Dispatched, overlaps another trip',
      }),
    ).toBeInTheDocument();
    const fromLastWeek = within(table).getAllByRole('button', { name: /^Trip W-3/ });
    expect(fromLastWeek).toHaveLength(2);
    expect(fromLastWeek[0]).toHaveTextContent('◂ W-3');
    expect(within(table).getAllByRole('button', { name: /^Trip W-4/ })[0]).toHaveTextContent(
      'W-4 ▸',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ann Able is booked on trips W-1 and W-2 on overlapping days.',
    );
    const spare = within(table).getByRole('rowheader', { name: 'Truck B-2' });
    expect(spare.closest('tr')).toHaveTextContent('No trips this week');
  });

  it('opens the trip chosen, and moves between bars with the arrow keys', async () => {
    const { onOpenTrip } = renderBoard();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /^Trip W-2/ }));
    expect(onOpenTrip).toHaveBeenCalledWith('t2');

    const first = within(table).getByRole('button', { name: /^Trip W-1/ });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^Trip W-2/);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^Trip W-3/);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^Trip W-4/);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^Trip W-1/);
    await userEvent.keyboard('{Enter}');
    expect(onOpenTrip).toHaveBeenLastCalledWith('t1');
  });

  it('goes to the previous and next week, and back to this week', async () => {
    const { calls } = renderBoard();
    await screen.findByRole('table', { name: /Week of Mar 2/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next Week' }));
    expect(await screen.findByRole('table', { name: /Week of Mar 9/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous Week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous Week' }));
    expect(await screen.findByRole('table', { name: /Week of Feb 23/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'This Week' }));
    await screen.findByRole('table', { name: /Week of Mar 2/ });
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual([
        '/api/fleetfolio/dispatch-board',
        '/api/fleetfolio/dispatch-board?week=2026-03-09',
        '/api/fleetfolio/dispatch-board?week=2026-03-02',
        '/api/fleetfolio/dispatch-board?week=2026-02-23',
      ]),
    );
  });

  it('keeps the week in the address: each move is a history entry, a reload shows that week', async () => {
    const { calls, history } = renderBoard('/fleetfolio/dispatch-board?week=2026-03-09');
    await screen.findByRole('table', { name: /Week of Mar 9/ });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/fleetfolio/dispatch-board?week=2026-03-09',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next Week' }));
    expect(history.url).toBe('/fleetfolio/dispatch-board?week=2026-03-16');
    await screen.findByRole('table', { name: /Week of Mar 16/ });
    await userEvent.click(screen.getByRole('button', { name: 'This Week' }));
    expect(history.url).toBe('/fleetfolio/dispatch-board');
    await screen.findByRole('table', { name: /Week of Mar 2/ });

    await history.back();
    expect(await screen.findByRole('table', { name: /Week of Mar 16/ })).toBeInTheDocument();
    await history.back();
    expect(await screen.findByRole('table', { name: /Week of Mar 9/ })).toBeInTheDocument();
    await history.forward();
    expect(await screen.findByRole('table', { name: /Week of Mar 16/ })).toBeInTheDocument();
  });

  it('shows this week for a week the address gets wrong', async () => {
    const { calls } = renderBoard('/fleetfolio/dispatch-board?week=2026-02-30');
    await screen.findByRole('table', { name: /Week of Mar 2/ });
    expect(calls.map((call) => call.url)).toEqual(['/api/fleetfolio/dispatch-board']);
  });

  it('keeps the week shown, marked as possibly out of date, when the next cannot be read', async () => {
    stubFetch({
      'GET /api/fleetfolio/dispatch-board': { body: board('2026-03-02') },
      'GET /api/fleetfolio/dispatch-board?week=2026-03-09': [
        NETWORK_FAILURE,
        { body: board('2026-03-09') },
      ],
    });
    renderInArea(<DispatchBoard onOpenTrip={jest.fn()} />, { path: '/fleetfolio' });
    await screen.findByRole('table', { name: /Week of Mar 2/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next Week' }));
    // The board's own alert lists the double bookings: the failure is the one saying so.
    const message = await screen.findByText(/we could not reach the service/);
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('What is shown below may be out of date.');
    expect(screen.getByRole('table', { name: /Week of Mar 2/ })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /Week of Mar 9/ })).toBeInTheDocument();
    expect(screen.queryByText(/could not reach the service/)).toBeNull();
  });
});
