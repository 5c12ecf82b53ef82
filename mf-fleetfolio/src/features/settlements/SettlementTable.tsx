import {
  FLEET_SETTLEMENT_MESSAGES,
  SETTLEMENT_LIST_SORTS,
  SETTLEMENT_STATUS_LABELS,
  statusColour,
  type SettlementView,
  formatUsDate,
  formatUsd,
} from '@freight/contracts';
import { Badge, Button, Card, CardContent, type DataTableColumn } from '@freight/ui';
import { useTableQuery } from '@freight/runtime';
import { EmptyText, ItemList } from '../../shared/layout';
import { ListTable } from '../../shared/ListTable';
import { RecordPanel } from '../../shared/RecordPanel';
import { settlementPdfUrl, useSettlementPageInfiniteQuery, useSettlementQuery } from './api';
import type { DriversRead } from './DriverField';
import { NewSettlementDialog } from './NewSettlementDialog';
import { SettlementCard } from './SettlementCard';

const DEFAULT_SORT = { sort: 'periodEnd', dir: 'desc' } as const;

const COLUMNS: DataTableColumn<SettlementView>[] = [
  {
    key: 'settlementNumber',
    header: 'Settlement',
    render: (settlement) => settlement.settlementNumber,
    sortable: true,
  },
  {
    key: 'driverName',
    header: 'Driver',
    render: (settlement) => settlement.driverName,
    sortable: true,
  },
  {
    key: 'periodEnd',
    header: 'Pay Period',
    render: (settlement) =>
      `${formatUsDate(settlement.periodStart)} to ${formatUsDate(settlement.periodEnd)}`,
    sortable: true,
  },
  {
    key: 'status',
    header: 'Status',
    render: (settlement) => (
      <Badge $variant={statusColour(settlement.status)}>
        {SETTLEMENT_STATUS_LABELS[settlement.status]}
      </Badge>
    ),
    csv: (settlement) => SETTLEMENT_STATUS_LABELS[settlement.status],
    sortable: true,
  },
  {
    key: 'trips',
    header: 'Trips',
    render: (settlement) => settlement.trips.length,
    csv: (settlement) => settlement.trips.length,
    align: 'end',
  },
  {
    key: 'netPay',
    header: 'Net Pay',
    render: (settlement) => formatUsd(settlement.netPay),
    csv: (settlement) => settlement.netPay,
    sortable: true,
    align: 'end',
  },
  {
    key: 'pdf',
    header: 'Statement',
    render: (settlement) => (
      <Button
        as="a"
        $size="sm"
        $variant="outline"
        href={settlementPdfUrl(settlement.id)}
        download
        aria-label={`Download PDF of settlement ${settlement.settlementNumber}`}
      >
        Download PDF
      </Button>
    ),
  },
];

/** The settlement an address opened, with every action of its card; read by id when not listed. */
function OpenSettlement({
  id,
  listed,
  onClose,
}: {
  id: string;
  listed?: SettlementView;
  onClose: () => void;
}) {
  const read = useSettlementQuery(id, { skip: Boolean(listed) });
  const settlement = listed ?? read.data;
  return (
    <RecordPanel noun="settlement" read={read} onClose={onClose}>
      {settlement ? (
        <ItemList aria-label="Opened settlement">
          <SettlementCard settlement={settlement} onDeleted={onClose} />
        </ItemList>
      ) : null}
    </RecordPanel>
  );
}

interface SettlementTableProps {
  /** The carrier's drivers, read while a dialog is open. */
  drivers: DriversRead;
  creating: boolean;
  onCreateClosed: () => void;
}

/**
 * Settlements as a table (search by number or driver, status, days the pay period ends, sort,
 * Load more, a count) kept in the address; a row opens its card above the table
 * (`?settlement=<id>`: statement, Approve, Redraw, Mark Paid, PDF, Delete Draft), and New
 * Settlement opens the draft it created.
 */
export function SettlementTable({ drivers, creating, onCreateClosed }: SettlementTableProps) {
  const table = useTableQuery({
    statuses: SETTLEMENT_STATUS_LABELS,
    sorts: SETTLEMENT_LIST_SORTS,
    defaultSort: DEFAULT_SORT,
    searchLabel: 'Search by settlement number or driver',
    dateLabels: { from: 'Period ends from', to: 'Period ends to' },
    openParam: 'settlement',
  });
  const result = useSettlementPageInfiniteQuery(table.query);
  const pages = result.currentData?.pages ?? [];
  const listed = pages.flatMap((page) => page.items);
  const noneYet = !table.filtered && pages.length > 0 && pages[0]!.total === 0;

  return (
    <>
      {table.openId ? (
        <OpenSettlement
          key={table.openId}
          id={table.openId}
          listed={listed.find((settlement) => settlement.id === table.openId)}
          onClose={() => table.open(undefined)}
        />
      ) : null}
      {noneYet ? (
        <Card>
          <CardContent>
            <EmptyText>{FLEET_SETTLEMENT_MESSAGES.noSettlements}</EmptyText>
          </CardContent>
        </Card>
      ) : (
        <ListTable
          title="Settlements"
          noun={{ one: 'settlement', other: 'settlements' }}
          columns={COLUMNS}
          rowLabel={(settlement) => `settlement ${settlement.settlementNumber}`}
          csvFileName="settlements.csv"
          table={table}
          result={result}
        />
      )}
      {creating ? (
        <NewSettlementDialog
          drivers={drivers}
          onCreated={(settlement) => table.open(settlement.id)}
          onClose={onCreateClosed}
        />
      ) : null}
    </>
  );
}
