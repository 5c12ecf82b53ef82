import {
  FLEET_OPERATIONS_MESSAGES,
  TRIP_LIST_SORTS,
  TRIP_STATUS_LABELS,
  statusColour,
  type TripView,
  formatUsd,
} from '@freight/contracts';
import { Alert, Badge, Button, Card, CardContent, type DataTableColumn } from '@freight/ui';
import { useTableQuery } from '@freight/runtime';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyText, ItemList, TabHeader } from '../../shared/layout';
import { ListTable } from '../../shared/ListTable';
import { RecordPanel } from '../../shared/RecordPanel';
import { useTripPageInfiniteQuery, useTripQuery } from './api';
import { CreateTripDialog, type TripFormValues } from './CreateTripDialog';
import { TripCard, tripCardId } from './TripCard';

/** What another tab chose for the next trip (Create Trip on a load, Assign Trip on a driver). */
export interface TripDraft {
  loadId?: string;
  driverId?: string;
  /** How the choice is shown, e.g. 'Load LD-1001' or 'Driver John Smith'. */
  label: string;
}

/** A trip's own address (the dispatch board links there): `/fleetfolio/trips/<id>`. */
const TRIPS_PATH = '/fleetfolio/trips';
const DEFAULT_SORT = { sort: 'createdAt', dir: 'desc' } as const;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');

const initialOf = (draft: TripDraft | null): Partial<TripFormValues> => ({
  ...(draft?.loadId ? { loadId: draft.loadId } : {}),
  ...(draft?.driverId ? { driverId: draft.driverId } : {}),
});

const COLUMNS: DataTableColumn<TripView>[] = [
  { key: 'tripNumber', header: 'Trip', render: (trip) => trip.tripNumber, sortable: true },
  {
    key: 'status',
    header: 'Status',
    render: (trip) => (
      <Badge $variant={statusColour(trip.status)}>{TRIP_STATUS_LABELS[trip.status]}</Badge>
    ),
    csv: (trip) => TRIP_STATUS_LABELS[trip.status],
    sortable: true,
  },
  {
    key: 'driver',
    header: 'Driver',
    render: (trip) => [trip.driver?.name, trip.teamDriver?.name].filter(Boolean).join(' & ') || '—',
  },
  { key: 'truck', header: 'Truck', render: (trip) => trip.truck?.label ?? '—' },
  {
    key: 'loads',
    header: 'Loads',
    render: (trip) => trip.loads.map((load) => load.loadNumber).join(', ') || '—',
  },
  {
    key: 'totalMiles',
    header: 'Miles',
    render: (trip) => trip.totalMiles.toLocaleString('en-US'),
    csv: (trip) => trip.totalMiles,
    sortable: true,
    align: 'end',
  },
  {
    key: 'revenue',
    header: 'Revenue',
    render: (trip) => formatUsd(trip.revenue),
    csv: (trip) => trip.revenue,
    sortable: true,
    align: 'end',
  },
  { key: 'createdAt', header: 'Created', render: (trip) => day(trip.createdAt), sortable: true },
];

/** The open trip's card (every action of the trip) above the table; read by id when not listed. */
function OpenTrip({
  id,
  listed,
  focus,
  onFocused,
  onClose,
}: {
  id: string;
  listed?: TripView;
  focus: boolean;
  onFocused?: () => void;
  onClose: () => void;
}) {
  const read = useTripQuery(id, { skip: Boolean(listed) });
  const trip = listed ?? read.data;
  // The dispatch board or a link opened it: scrolled to and focused, once per address.
  useEffect(() => {
    if (!focus || !trip) return;
    const card = document.getElementById(tripCardId(trip.id));
    card?.scrollIntoView?.({ block: 'start' });
    card?.focus();
    onFocused?.();
  }, [focus, trip, onFocused]);
  return (
    <RecordPanel noun="trip" read={read} onClose={onClose}>
      {trip ? (
        <ItemList aria-label="Trips">
          <TripCard trip={trip} onDeleted={onClose} />
        </ItemList>
      ) : null}
    </RecordPanel>
  );
}

/** Trips: create one (or start it from a load or driver), then dispatch, deliver and cost it. */
interface TripsTabProps {
  draft: TripDraft | null;
  /** The draft was used (its dialog closed): the app forgets it so it does not open again. */
  onDraftUsed: () => void;
  /** The trip of the address (`/fleetfolio/trips/<id>`), shown above the table. */
  tripId?: string | null;
  /** True while the address's trip has not been focused yet (once per address). */
  focusTrip?: boolean;
  onTripFocused?: () => void;
}

/**
 * Trips as a table (search by number, status, created days, sort, Load more, a count) whose
 * filters live in the address; a row opens the trip at its own address with its card (stops,
 * miles, expenses, dispatch, delete) above the table; Add Trip opens the trip it created.
 */
export function TripsTab({ draft, onDraftUsed, tripId, focusTrip, onTripFocused }: TripsTabProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useTableQuery({
    statuses: TRIP_STATUS_LABELS,
    sorts: TRIP_LIST_SORTS,
    defaultSort: DEFAULT_SORT,
    searchLabel: 'Search by trip number',
    dateLabels: { from: 'Created from', to: 'Created to' },
    openParam: 'trip',
  });
  // The open trip is the path's record, not a parameter: the filters stay in the query string.
  const hrefFor = (id?: string) =>
    `${TRIPS_PATH}${id ? `/${encodeURIComponent(id)}` : ''}${search}`;
  const table = {
    ...query,
    openId: tripId ?? undefined,
    hrefFor: (id: string) => hrefFor(id),
    open: (id: string | undefined) => navigate(hrefFor(id)),
  };
  const result = useTripPageInfiniteQuery(table.query);
  const pages = result.currentData?.pages ?? [];
  const listed = pages.flatMap((page) => page.items);
  const noneYet = !table.filtered && pages.length > 0 && pages[0]!.total === 0;
  const [creating, setCreating] = useState(draft !== null);
  const [shownDraft, setShownDraft] = useState(draft);
  if (draft !== shownDraft) {
    // A new choice on another tab (Create Trip on a load) opens the dialog with it.
    setShownDraft(draft);
    if (draft) setCreating(true);
  }

  return (
    <section aria-labelledby="trips-title">
      <TabHeader>
        <div>
          <h2 id="trips-title">Trips</h2>
          <p>Assign planned loads to a truck and driver, and follow them while they run.</p>
        </div>
        <Button onClick={() => setCreating(true)}>Add Trip</Button>
      </TabHeader>
      {draft ? <Alert role="status">Selected for the next trip: {draft.label}</Alert> : null}
      {table.openId ? (
        <OpenTrip
          key={table.openId}
          id={table.openId}
          listed={listed.find((trip) => trip.id === table.openId)}
          focus={Boolean(focusTrip)}
          onFocused={onTripFocused}
          onClose={() => table.open(undefined)}
        />
      ) : null}
      {noneYet ? (
        <Card>
          <CardContent>
            <EmptyText>{FLEET_OPERATIONS_MESSAGES.noActiveTrips}</EmptyText>
          </CardContent>
        </Card>
      ) : (
        <ListTable
          title="Trips"
          noun={{ one: 'trip', other: 'trips' }}
          columns={COLUMNS}
          rowLabel={(trip) => `trip ${trip.tripNumber}`}
          csvFileName="trips.csv"
          table={table}
          result={result}
        />
      )}
      {creating ? (
        <CreateTripDialog
          initial={initialOf(draft)}
          onCreated={(trip) => table.open(trip.id)}
          onClose={() => {
            setCreating(false);
            if (draft) onDraftUsed();
          }}
        />
      ) : null}
    </section>
  );
}
