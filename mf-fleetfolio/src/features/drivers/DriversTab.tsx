import {
  DRIVER_LIST_SORTS,
  DRIVER_STATUS_LABELS,
  FLEET_UNDO_SECONDS,
  statusColour,
  type Driver,
  formatUsDate,
} from '@freight/contracts';
import { Badge, Button, Card, CardContent, type DataTableColumn } from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { useTableQuery } from '@freight/runtime';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { EmptyText, TabHeader } from '../../shared/layout';
import { ListTable } from '../../shared/ListTable';
import { RecordPanel } from '../../shared/RecordPanel';
import { RowActions } from '../../shared/RowActions';
import { useOfferUndo } from '../../shared/UndoNotice';
import {
  useDeleteDriverMutation,
  useDriverPageInfiniteQuery,
  useDriverQuery,
  useRestoreDriverMutation,
} from './api';
import { DriverForm } from './DriverForm';
import { payRateText } from './payRateText';

const DEFAULT_SORT = { sort: 'name', dir: 'asc' } as const;
const day = (value: string) => (value ? formatUsDate(value) : '—');

interface RowHandlers {
  onEdit: (driver: Driver) => void;
  onAssignTrip: (driver: Driver) => void;
  onDelete: (driver: Driver) => void;
}

/** The table's columns; the pay column is the owner's only (issue 22). */
function columns(withPay: boolean, handlers: RowHandlers): DataTableColumn<Driver>[] {
  const pay: DataTableColumn<Driver>[] = withPay
    ? [
        {
          key: 'pay',
          header: 'Pay Rate',
          render: (driver) => payRateText(driver.payType, driver.payRate),
        },
      ]
    : [];
  return [
    { key: 'name', header: 'Name', render: (driver) => driver.name, sortable: true },
    { key: 'license', header: 'License', render: (driver) => driver.license },
    { key: 'phone', header: 'Phone', render: (driver) => driver.phone },
    { key: 'email', header: 'Email', render: (driver) => driver.email },
    ...pay,
    {
      key: 'licenseExpiration',
      header: 'CDL Expires',
      render: (driver) => day(driver.licenseExpiration),
      sortable: true,
    },
    {
      key: 'medicalCardExpiration',
      header: 'Medical Card Expires',
      render: (driver) => day(driver.medicalCardExpiration),
      sortable: true,
    },
    {
      key: 'status',
      header: 'Status',
      render: (driver) => (
        <Badge $variant={statusColour(driver.status)}>{DRIVER_STATUS_LABELS[driver.status]}</Badge>
      ),
      csv: (driver) => DRIVER_STATUS_LABELS[driver.status],
      sortable: true,
    },
    {
      key: 'createdAt',
      header: 'Added',
      render: (driver) => formatUsDate(driver.createdAt),
      sortable: true,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (driver) => (
        <RowActions
          name={`driver ${driver.name}`}
          onEdit={() => handlers.onEdit(driver)}
          action={
            <Button
              $size="sm"
              onClick={() => handlers.onAssignTrip(driver)}
              aria-label={`Assign Trip to ${driver.name}`}
            >
              Assign Trip
            </Button>
          }
          onDelete={() => handlers.onDelete(driver)}
        />
      ),
    },
  ];
}

/** The driver opened by its address (the edit form): from the loaded pages, else read by id. */
function OpenDriver({
  id,
  listed,
  withPay,
  onClose,
}: {
  id: string;
  listed?: Driver;
  withPay: boolean;
  onClose: () => void;
}) {
  const read = useDriverQuery(id, { skip: Boolean(listed) });
  const driver = listed ?? read.data;
  if (!driver) return <RecordPanel noun="driver" read={read} onClose={onClose} />;
  return <DriverForm driver={driver} withPay={withPay} onClose={onClose} />;
}

interface DriversTabProps {
  /** Assign Trip on a driver: the app moves to the Trips tab with this driver chosen. */
  onAssignTrip: (driver: Driver) => void;
  /** The owner sets and sees drivers' pay; a dispatcher's table and form have none. */
  canSetPay: boolean;
}

/**
 * Drivers as a table (search by name, licence, phone or email; status; days added; sort; Load
 * more; a count) kept in the address; a row opens its edit form (`?driver=<id>`), and each row has
 * Edit, Assign Trip and Delete (with Undo).
 */
export function DriversTab({ onAssignTrip, canSetPay }: DriversTabProps) {
  const table = useTableQuery({
    statuses: DRIVER_STATUS_LABELS,
    sorts: DRIVER_LIST_SORTS,
    defaultSort: DEFAULT_SORT,
    searchLabel: 'Search drivers',
    dateLabels: { from: 'Added from', to: 'Added to' },
    openParam: 'driver',
  });
  const result = useDriverPageInfiniteQuery(table.query);
  const pages = result.currentData?.pages ?? [];
  const listed = pages.flatMap((page) => page.items);
  const noneYet = !table.filtered && pages.length > 0 && pages[0]!.total === 0;
  const [deleteDriver, deleting] = useDeleteDriverMutation();
  const [restoreDriver] = useRestoreDriverMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Driver | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const deleted = await run(
      () => deleteDriver(toDelete.id).unwrap(),
      { title: 'Driver Deleted', description: `${toDelete.name} has been removed.` },
      'Failed to delete driver',
    );
    if (deleted) {
      const { id, name } = toDelete;
      offerUndo({ label: `driver ${name}`, restore: () => restoreDriver(id).unwrap() });
    }
    setToDelete(null);
  };

  return (
    <section aria-labelledby="drivers-title">
      <TabHeader>
        <div>
          <h2 id="drivers-title">Drivers</h2>
          <p>Company and independent drivers, their licenses and pay rates.</p>
        </div>
        <Button onClick={() => setAdding(true)}>Create Driver</Button>
      </TabHeader>
      {table.openId ? (
        <OpenDriver
          key={table.openId}
          id={table.openId}
          listed={listed.find((driver) => driver.id === table.openId)}
          withPay={canSetPay}
          onClose={() => table.open(undefined)}
        />
      ) : null}
      {noneYet ? (
        <Card>
          <CardContent>
            <EmptyText>
              No drivers added yet. Click "Create Driver" to add your first driver.
            </EmptyText>
          </CardContent>
        </Card>
      ) : (
        <ListTable
          title="Driver Management"
          noun={{ one: 'driver', other: 'drivers' }}
          columns={columns(canSetPay, {
            onEdit: (driver) => table.open(driver.id),
            onAssignTrip,
            onDelete: setToDelete,
          })}
          rowLabel={(driver) => driver.name}
          csvFileName="drivers.csv"
          table={table}
          result={result}
        />
      )}
      {adding ? <DriverForm withPay={canSetPay} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Driver"
        description={`Remove ${toDelete?.name ?? ''} from your drivers? You can undo it for ${FLEET_UNDO_SECONDS} seconds.`}
        confirmLabel="Delete Driver"
        busy={deleting.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
