import type { ListPage } from '@freight/contracts';
import { DataTable, type DataTableColumn, type TableNoun } from '@freight/ui';
import type { ReactNode } from 'react';
import { errorMessage, isUnreachable } from '../api/errorMessage';
import type { TableState } from './useTableQuery';

/** What an RTK Query infinite list hook answers, as far as a table reads it. */
interface InfiniteListResult<Item> {
  currentData?: { pages: ListPage<Item>[] };
  isError: boolean;
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface ListTableProps<Item extends { id: string }> {
  title: string;
  noun: TableNoun;
  columns: DataTableColumn<Item>[];
  rowLabel: (item: Item) => string;
  csvFileName: string;
  table: TableState;
  result: InfiniteListResult<Item>;
  bulkActions?: (selected: Item[], clear: () => void) => ReactNode;
  /**
   * A row opens in place through its own cells (Sent Mail's subject is a disclosure showing the
   * message below it), so the first column is not made a link to the open record.
   */
  opensInPlace?: boolean;
}

/**
 * A server-side list as a DataTable: the pages loaded so far with the server's count, the
 * filters and sort of the address (`useTableQuery`), rows opening their record (a link in the
 * first column, unless they open in place), selection with CSV export and Load more. Rows of
 * the last filters are not shown under new ones while those load (`currentData`, not `data`).
 */
export function ListTable<Item extends { id: string }>({
  table,
  result,
  opensInPlace,
  ...props
}: ListTableProps<Item>) {
  const pages = result.currentData?.pages ?? [];
  const rows = pages.flatMap((page) => page.items);
  const state = result.isError ? 'error' : pages.length === 0 ? 'loading' : 'ready';
  // A refusal (4xx) keeps its meaning; only no answer or a 5xx is the service not reached.
  const refusal =
    result.isError && !isUnreachable(result.error)
      ? errorMessage(result.error, 'The service refused the request.')
      : undefined;
  return (
    <DataTable<Item>
      {...props}
      rows={rows}
      rowKey={(item) => item.id}
      total={pages[0]?.total}
      state={state}
      onRetry={() => void result.refetch()}
      refusal={refusal}
      sort={table.sort}
      onSortChange={table.onSortChange}
      filters={table.filters}
      filtered={table.filtered}
      open={
        opensInPlace
          ? undefined
          : { href: (item) => table.hrefFor(item.id), onOpen: (item) => table.open(item.id) }
      }
      selectable
      hasMore={result.hasNextPage}
      loadingMore={result.isFetchingNextPage}
      onLoadMore={() => void result.fetchNextPage()}
    />
  );
}
