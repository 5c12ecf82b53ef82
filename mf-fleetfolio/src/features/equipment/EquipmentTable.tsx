import {
  EQUIPMENT_LIST_SORTS,
  EQUIPMENT_STATUS_LABELS,
  FLEET_UNDO_SECONDS,
  formatUsDate,
} from '@freight/contracts';
import { Badge, Button, Card, CardContent, type DataTableColumn } from '@freight/ui';
import { useTableQuery } from '@freight/runtime';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { EmptyText } from '../../shared/layout';
import { ListTable } from '../../shared/ListTable';
import { RecordPanel } from '../../shared/RecordPanel';
import { RowActions } from '../../shared/RowActions';
import {
  useTrailerPageInfiniteQuery,
  useTrailerQuery,
  useTruckPageInfiniteQuery,
  useTruckQuery,
} from './api';
import { makeLabel, modelLabel, statusBadge } from './equipmentLabels';
import { EquipmentForm } from './EquipmentForm';
import {
  useEquipment,
  type EquipmentInput,
  type EquipmentItem,
  type EquipmentKind,
} from './useEquipment';

const EMPTY_TEXT: Record<EquipmentKind, string> = {
  truck: 'No trucks added yet.',
  trailer: 'No trailers added yet.',
};
const DEFAULT_SORT = { sort: 'unit', dir: 'asc' } as const;

/** The unit as the form sends it back, papers included (a status change keeps them). */
function inputOf(item: EquipmentItem): EquipmentInput {
  const { unit, year, make, model, status } = item;
  const { registrationExpiration, insuranceExpiration, inspectionExpiration } = item;
  return {
    unit,
    year,
    make,
    model,
    status,
    registrationExpiration,
    insuranceExpiration,
    inspectionExpiration,
  } as EquipmentInput;
}

interface RowHandlers {
  onEdit: (item: EquipmentItem) => void;
  onToggleMaintenance: (item: EquipmentItem) => void;
  onDelete: (item: EquipmentItem) => void;
}

function columns(handlers: RowHandlers): DataTableColumn<EquipmentItem>[] {
  return [
    { key: 'unit', header: 'Unit', render: (item) => item.unit, sortable: true },
    {
      key: 'year',
      header: 'Year',
      render: (item) => item.year,
      csv: (item) => item.year,
      sortable: true,
    },
    { key: 'make', header: 'Make', render: makeLabel, sortable: true },
    { key: 'model', header: 'Model', render: modelLabel },
    {
      key: 'status',
      header: 'Status',
      render: (item) => (
        <Badge $variant={statusBadge(item.status)}>{EQUIPMENT_STATUS_LABELS[item.status]}</Badge>
      ),
      csv: (item) => EQUIPMENT_STATUS_LABELS[item.status],
      sortable: true,
    },
    {
      key: 'createdAt',
      header: 'Added',
      render: (item) => formatUsDate(item.createdAt),
      sortable: true,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (item) => (
        <RowActions
          name={`unit ${item.unit}`}
          onEdit={() => handlers.onEdit(item)}
          action={
            <Button
              $variant="secondary"
              $size="sm"
              aria-pressed={item.status === 'maintenance'}
              aria-label={`Maintenance of unit ${item.unit}`}
              onClick={() => handlers.onToggleMaintenance(item)}
            >
              Maintenance
            </Button>
          }
          onDelete={() => handlers.onDelete(item)}
        />
      ),
    },
  ];
}

/** The pages of one kind's table (the other kind's query is skipped). */
function useUnitPages(kind: EquipmentKind, query: Parameters<typeof useTruckPageInfiniteQuery>[0]) {
  const trucks = useTruckPageInfiniteQuery(query, { skip: kind !== 'truck' });
  const trailers = useTrailerPageInfiniteQuery(query, { skip: kind !== 'trailer' });
  return kind === 'truck' ? trucks : trailers;
}

/** The unit opened by its address: from the loaded pages, else read by its id (`read`). */
function useOpenUnit(kind: EquipmentKind, id: string | undefined, listed?: EquipmentItem) {
  const skip = !id || Boolean(listed);
  const truck = useTruckQuery(id ?? '', { skip: skip || kind !== 'truck' });
  const trailer = useTrailerQuery(id ?? '', { skip: skip || kind !== 'trailer' });
  const read = kind === 'truck' ? truck : trailer;
  return { unit: listed ?? read.data, read };
}

interface EquipmentTableProps {
  kind: EquipmentKind;
  adding: boolean;
  onAddClosed: () => void;
}

/**
 * One kind of unit as a table (search by unit, make or model; status; days added; sort; Load
 * more; a count) kept in the address; a row opens its form (`?unit=<id>`), and each row has Edit,
 * Maintenance (on and off) and Delete (with Undo).
 */
export function EquipmentTable({ kind, adding, onAddClosed }: EquipmentTableProps) {
  const equipment = useEquipment(kind);
  const table = useTableQuery({
    statuses: EQUIPMENT_STATUS_LABELS,
    sorts: EQUIPMENT_LIST_SORTS,
    defaultSort: DEFAULT_SORT,
    searchLabel: `Search ${equipment.noun.toLowerCase()}s`,
    dateLabels: { from: 'Added from', to: 'Added to' },
    openParam: 'unit',
  });
  const result = useUnitPages(kind, table.query);
  const pages = result.currentData?.pages ?? [];
  const listed = pages.flatMap((page) => page.items as EquipmentItem[]);
  const noneYet = !table.filtered && pages.length > 0 && pages[0]!.total === 0;
  const opened = useOpenUnit(
    kind,
    table.openId,
    listed.find((item) => item.id === table.openId),
  );
  const editing = opened.unit;
  const [toDelete, setToDelete] = useState<EquipmentItem | null>(null);

  const closeForm = () => (table.openId ? table.open(undefined) : onAddClosed());
  const save = async (input: EquipmentInput) => {
    const saved = editing
      ? await equipment.update(editing.id, input)
      : await equipment.create(input);
    if (saved) closeForm();
  };
  const toggleMaintenance = (item: EquipmentItem) =>
    equipment.update(item.id, {
      ...inputOf(item),
      status: item.status === 'maintenance' ? 'available' : 'maintenance',
    });
  const confirmDelete = async () => {
    if (toDelete) await equipment.remove(toDelete);
    setToDelete(null);
  };

  return (
    <>
      {table.openId && !editing ? (
        <RecordPanel noun={equipment.noun.toLowerCase()} read={opened.read} onClose={closeForm} />
      ) : null}
      {noneYet ? (
        <Card>
          <CardContent>
            <EmptyText>{EMPTY_TEXT[kind]}</EmptyText>
          </CardContent>
        </Card>
      ) : (
        <ListTable
          title={`${equipment.noun}s`}
          noun={{ one: equipment.noun.toLowerCase(), other: `${equipment.noun.toLowerCase()}s` }}
          columns={columns({
            onEdit: (item) => table.open(item.id),
            onToggleMaintenance: toggleMaintenance,
            onDelete: setToDelete,
          })}
          rowLabel={(item) => `unit ${item.unit}`}
          csvFileName={`${kind}s.csv`}
          table={table}
          result={result}
        />
      )}
      {(adding && !table.openId) || editing ? (
        <EquipmentForm
          key={editing?.id ?? 'new'}
          kind={kind}
          item={editing}
          busy={equipment.busy}
          onSave={save}
          onClose={closeForm}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${equipment.noun}`}
        description={`Delete unit ${toDelete?.unit ?? ''}? You can undo it for ${FLEET_UNDO_SECONDS} seconds.`}
        confirmLabel={`Delete ${equipment.noun}`}
        busy={equipment.busy}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
