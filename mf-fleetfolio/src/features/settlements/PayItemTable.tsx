import {
  PAY_ITEM_CATEGORY_LABELS,
  PAY_ITEM_LIST_SORTS,
  type PayItemView,
  formatUsDate,
  formatUsd,
} from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { Button, Card, CardContent, type DataTableColumn } from '@freight/ui';
import { useTableQuery } from '@freight/runtime';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { EmptyText } from '../../shared/layout';
import { ListTable } from '../../shared/ListTable';
import { useDeletePayItemMutation, usePayItemPageInfiniteQuery } from './api';

const DEFAULT_SORT = { sort: 'itemDate', dir: 'desc' } as const;

const describe = (item: PayItemView) =>
  `${item.itemDate} ${item.driverName}: ${PAY_ITEM_CATEGORY_LABELS[item.category]} ${formatUsd(item.amount)}${item.note ? ` (${item.note})` : ''}`;

function columns(onDelete: (item: PayItemView) => void): DataTableColumn<PayItemView>[] {
  return [
    {
      key: 'itemDate',
      header: 'Date',
      render: (item) => formatUsDate(item.itemDate),
      sortable: true,
    },
    { key: 'driver', header: 'Driver', render: (item) => item.driverName },
    {
      key: 'category',
      header: 'Type',
      render: (item) => PAY_ITEM_CATEGORY_LABELS[item.category],
      sortable: true,
    },
    {
      key: 'amount',
      header: 'Amount',
      render: (item) => formatUsd(item.amount),
      csv: (item) => item.amount,
      sortable: true,
      align: 'end',
    },
    { key: 'note', header: 'Note', render: (item) => item.note || '—', csv: (item) => item.note },
    {
      key: 'settlement',
      header: 'Settlement',
      render: (item) =>
        item.settlementId ? (
          `Settled on ${item.settlementNumber}`
        ) : (
          <Button
            $size="sm"
            $variant="outline"
            aria-label={`Delete ${describe(item)}`}
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        ),
      csv: (item) => item.settlementNumber,
    },
  ];
}

/**
 * The advances and deductions as a table (search by driver or note, type, days, sort, Load
 * more, a count) kept in the address; an item no settlement has taken can be deleted, a settled
 * one names its settlement.
 */
export function PayItemTable() {
  const table = useTableQuery({
    statuses: PAY_ITEM_CATEGORY_LABELS,
    statusLabel: 'Type',
    sorts: PAY_ITEM_LIST_SORTS,
    defaultSort: DEFAULT_SORT,
    searchLabel: 'Search by driver or note',
    dateLabels: { from: 'Dated from', to: 'Dated to' },
    openParam: 'item',
  });
  const result = usePayItemPageInfiniteQuery(table.query);
  const pages = result.currentData?.pages ?? [];
  const noneYet = !table.filtered && pages.length > 0 && pages[0]!.total === 0;
  const [deleting, setDeleting] = useState<PayItemView | null>(null);
  const [deletePayItem, { isLoading }] = useDeletePayItemMutation();
  const run = useMutationToast();

  const confirm = async (item: PayItemView) => {
    await run(
      () => deletePayItem(item.id).unwrap(),
      { title: 'Pay Item Deleted', description: describe(item) },
      'Failed to delete the pay item',
    );
    setDeleting(null);
  };

  return (
    <>
      {noneYet ? (
        <Card>
          <CardContent>
            <EmptyText>No advances or deductions recorded yet.</EmptyText>
          </CardContent>
        </Card>
      ) : (
        <ListTable
          title="Advances and Deductions"
          noun={{ one: 'pay item', other: 'pay items' }}
          columns={columns(setDeleting)}
          rowLabel={describe}
          csvFileName="pay-items.csv"
          table={table}
          result={result}
          opensInPlace
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete pay item?"
        description={deleting ? describe(deleting) : ''}
        confirmLabel="Delete"
        busy={isLoading}
        onConfirm={() => deleting && void confirm(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
