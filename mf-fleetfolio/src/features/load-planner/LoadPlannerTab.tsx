import {
  FLEET_UNDO_SECONDS,
  LOAD_STATUS_LABELS,
  PLANNED_LOAD_LIST_SORTS,
  statusColour,
  tripRefusal,
  type PlannedLoad,
  formatUsDate,
  formatUsd,
} from '@freight/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  VisuallyHidden,
  type DataTableColumn,
} from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { useTableQuery } from '@freight/runtime';
import { startTransition, useCallback, useId, useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ButtonRow, EmptyText, TabHeader } from '../../shared/layout';
import { ListTable } from '../../shared/ListTable';
import { RecordPanel } from '../../shared/RecordPanel';
import { RowActions } from '../../shared/RowActions';
import { useOfferUndo } from '../../shared/UndoNotice';
import {
  useDeletePlannedLoadMutation,
  usePlannedLoadPageInfiniteQuery,
  usePlannedLoadQuery,
  useRestorePlannedLoadMutation,
} from './api';
import { GuidedTour } from './GuidedTour';
import { tourTarget } from './tourSteps';
import { LoadForm } from './LoadForm';
import { useTour } from './useTour';

const DEFAULT_SORT = { sort: 'pickupDate', dir: 'desc' } as const;

interface RowHandlers {
  onEdit: (load: PlannedLoad) => void;
  onCreateTrip: (load: PlannedLoad) => void;
  onDelete: (load: PlannedLoad) => void;
}

/** A place with its day, one under the other. */
const placeAndDay = (place: string, day: string) => (
  <>
    {place}
    <br />
    {formatUsDate(day)}
  </>
);

/**
 * Create Trip on a load that can go on a trip. On one that cannot (in transit, delivered,
 * cancelled, or already on a trip) it is disabled and says why in the API's words, as its
 * tooltip and description; the tour points only at one that works.
 */
function CreateTripButton({
  load,
  onCreateTrip,
}: {
  load: PlannedLoad;
  onCreateTrip: (load: PlannedLoad) => void;
}) {
  const reasonId = useId();
  const refusal = tripRefusal(load);
  const name = `Create Trip from load ${load.loadNumber}`;
  if (refusal) {
    return (
      <>
        <Button $size="sm" disabled aria-label={name} aria-describedby={reasonId} title={refusal}>
          Create Trip
        </Button>
        <VisuallyHidden id={reasonId}>{refusal}</VisuallyHidden>
      </>
    );
  }
  return (
    <Button
      $size="sm"
      onClick={() => onCreateTrip(load)}
      aria-label={name}
      {...tourTarget('create-trip')}
    >
      Create Trip
    </Button>
  );
}

// The tour points at the first row's pickup, rate and Create Trip (the first match on the page).
function columns({ onEdit, onCreateTrip, onDelete }: RowHandlers): DataTableColumn<PlannedLoad>[] {
  return [
    { key: 'loadNumber', header: 'Load', render: (load) => load.loadNumber, sortable: true },
    { key: 'customer', header: 'Customer', render: (load) => load.customer, sortable: true },
    {
      key: 'pickupDate',
      header: 'Pickup',
      render: (load) => (
        <span {...tourTarget('load-route')}>
          {placeAndDay(load.pickupLocation, load.pickupDate)}
        </span>
      ),
      csv: (load) => `${load.pickupLocation} ${formatUsDate(load.pickupDate)}`,
      sortable: true,
    },
    {
      key: 'delivery',
      header: 'Delivery',
      render: (load) => placeAndDay(load.deliveryLocation, load.deliveryDate),
      csv: (load) => `${load.deliveryLocation} ${formatUsDate(load.deliveryDate)}`,
    },
    {
      key: 'rate',
      header: 'Rate',
      render: (load) => <span {...tourTarget('load-rate')}>{formatUsd(load.rate)}</span>,
      csv: (load) => load.rate,
      sortable: true,
      align: 'end',
    },
    {
      key: 'status',
      header: 'Status',
      render: (load) => (
        <Badge $variant={statusColour(load.status)}>{LOAD_STATUS_LABELS[load.status]}</Badge>
      ),
      csv: (load) => LOAD_STATUS_LABELS[load.status],
      sortable: true,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (load) => (
        <RowActions
          name={`load ${load.loadNumber}`}
          onEdit={() => onEdit(load)}
          action={<CreateTripButton load={load} onCreateTrip={onCreateTrip} />}
          onDelete={() => onDelete(load)}
        />
      ),
    },
  ];
}

/** The load opened by its address (its edit form): from the loaded pages, else read by id. */
function OpenLoad({
  id,
  listed,
  onClose,
}: {
  id: string;
  listed?: PlannedLoad;
  onClose: () => void;
}) {
  const read = usePlannedLoadQuery(id, { skip: Boolean(listed) });
  const load = listed ?? read.data;
  if (!load) return <RecordPanel noun="load" read={read} onClose={onClose} />;
  return <LoadForm load={load} onClose={onClose} />;
}

interface LoadPlannerTabProps {
  /** Create Trip on a load: the app moves to the Trips tab with this load chosen. */
  onCreateTrip: (load: PlannedLoad) => void;
}

/**
 * Planned loads as a table (search by number, customer or place; status; pickup days; sort;
 * Load more; a count) kept in the address; a row opens its edit form (`?load=<id>`), and each
 * row has Edit, Create Trip (disabled with the reason on a load that cannot go on a trip) and
 * Delete (with Undo). The guided tour points at the first row that can go on a trip.
 */
export function LoadPlannerTab({ onCreateTrip }: LoadPlannerTabProps) {
  const table = useTableQuery({
    statuses: LOAD_STATUS_LABELS,
    sorts: PLANNED_LOAD_LIST_SORTS,
    defaultSort: DEFAULT_SORT,
    searchLabel: 'Search loads',
    dateLabels: { from: 'Pickup from', to: 'Pickup to' },
    openParam: 'load',
  });
  const result = usePlannedLoadPageInfiniteQuery(table.query);
  const pages = result.currentData?.pages ?? [];
  const listed = pages.flatMap((page) => page.items);
  const noneYet = !table.filtered && pages.length > 0 && pages[0]!.total === 0;
  const [deleteLoad, deleting] = useDeletePlannedLoadMutation();
  const [restoreLoad] = useRestorePlannedLoadMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<PlannedLoad | null>(null);
  // In a transition: the press paints at once, the form's dialog in the frames after (INP).
  const openAddForm = useCallback(() => startTransition(() => setAdding(true)), [setAdding]);
  const tour = useTour(openAddForm);

  const onAdd = () => (tour.hasBeenSeen() ? openAddForm() : tour.start());
  const confirmDelete = async () => {
    if (!toDelete) return;
    const deleted = await run(
      () => deleteLoad(toDelete.id).unwrap(),
      { title: 'Load Deleted', description: `Load ${toDelete.loadNumber} has been deleted.` },
      'Failed to delete load',
    );
    if (deleted) {
      const { id, loadNumber } = toDelete;
      offerUndo({ label: `load ${loadNumber}`, restore: () => restoreLoad(id).unwrap() });
    }
    setToDelete(null);
  };

  return (
    <section aria-labelledby="load-planner-title">
      <TabHeader>
        <div>
          <h2 id="load-planner-title" {...tourTarget('load-planner-intro')}>
            Load Planner
          </h2>
          <p>Plan your loads here. Each planned load must later be assigned to a trip.</p>
        </div>
        <ButtonRow>
          <Button $variant="outline" onClick={tour.start}>
            Restart Tour
          </Button>
          <Button onClick={onAdd} {...tourTarget('add-load')}>
            Add Planned Load
          </Button>
        </ButtonRow>
      </TabHeader>
      {table.openId ? (
        <OpenLoad
          key={table.openId}
          id={table.openId}
          listed={listed.find((load) => load.id === table.openId)}
          onClose={() => table.open(undefined)}
        />
      ) : null}
      {noneYet ? (
        <Card>
          <CardContent>
            <EmptyText>No planned loads yet. Click "Add Planned Load" to get started.</EmptyText>
          </CardContent>
        </Card>
      ) : (
        <ListTable
          title="Planned Loads"
          noun={{ one: 'planned load', other: 'planned loads' }}
          columns={columns({
            onEdit: (load) => table.open(load.id),
            onCreateTrip,
            onDelete: setToDelete,
          })}
          rowLabel={(load) => `load ${load.loadNumber}`}
          csvFileName="planned-loads.csv"
          table={table}
          result={result}
        />
      )}
      <GuidedTour steps={tour.steps} step={tour.step} onNext={tour.next} onExit={tour.exit} />
      {adding ? <LoadForm onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Planned Load"
        description={`Delete load ${toDelete?.loadNumber ?? ''}? You can undo it for ${FLEET_UNDO_SECONDS} seconds.`}
        confirmLabel="Delete Load"
        busy={deleting.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
