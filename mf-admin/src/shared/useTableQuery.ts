import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  LIST_SEARCH_MAX,
  formatStatus,
  type ListQuery,
  type SortDirection,
} from '@freight/contracts';
import type { DataTableFilters, TableSort } from '@freight/ui';
import { withParam } from './ListFilters';

export interface TableQueryOptions<Status extends string, Sort extends string> {
  statuses?: readonly Status[];
  sorts: readonly Sort[];
  defaultSort: { sort: Sort; dir: SortDirection };
  searchLabel: string;
  dateLabels?: { from: string; to: string };
  /** The address parameter naming the open record ('quote' → `?quote=<id>`). */
  openParam: string;
}

/** A table's query without its page: what the address holds. */
export type TableQuery<Status extends string, Sort extends string> = Omit<
  ListQuery<Status, Sort>,
  'cursor' | 'limit'
>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * A server-side table's search, status, dates, sort and open record, read from and written to
 * the address (`/admin/quotes?status=pending&sort=companyName&dir=asc&quote=<id>`): Back,
 * reload and a shared link show the same view. Values the list does not have are left out;
 * the default sort is not written. A filter or sort is a new history entry; the search
 * replaces the entry (it is sent as typing settles). Changing what is listed closes the open
 * record only when asked.
 */
export function useTableQuery<Status extends string, Sort extends string>(
  options: TableQueryOptions<Status, Sort>,
) {
  const [params, setParams] = useSearchParams();
  const { statuses, sorts, defaultSort, openParam } = options;
  const status = params.get('status') as Status | null;
  const sort = params.get('sort') as Sort | null;
  const dir = params.get('dir');
  const query: TableQuery<Status, Sort> = useMemo(
    () => ({
      q: params.get('q')?.trim() || undefined,
      status: status && statuses?.includes(status) ? status : undefined,
      from: dayOf(params.get('from')),
      to: dayOf(params.get('to')),
      sort: sort && sorts.includes(sort) ? sort : defaultSort.sort,
      dir: dir === 'asc' || dir === 'desc' ? dir : defaultSort.dir,
    }),
    [params, status, statuses, sort, sorts, dir, defaultSort],
  );

  const set = useCallback(
    (changes: Record<string, string | undefined>, replace = false) =>
      setParams(
        (current) =>
          Object.entries(changes).reduce(
            (next, [name, value]) => withParam(next, name, value ?? ''),
            current,
          ),
        { replace },
      ),
    [setParams],
  );

  const onSortChange = ({ key, dir: next }: TableSort) => {
    const isDefault = key === defaultSort.sort && next === defaultSort.dir;
    set({ sort: isDefault ? undefined : key, dir: isDefault ? undefined : next });
  };
  const onSearch = useCallback((text: string) => set({ q: text.trim() }, true), [set]);

  const filters: DataTableFilters = {
    search: {
      label: options.searchLabel,
      value: query.q ?? '',
      onChange: onSearch,
      maxLength: LIST_SEARCH_MAX,
    },
    ...(statuses
      ? {
          status: {
            label: 'Status',
            value: query.status ?? '',
            options: statuses.map((value) => ({ value, label: formatStatus(value) })),
            onChange: (value: string) => set({ status: value }),
          },
        }
      : {}),
    ...(options.dateLabels
      ? {
          dateRange: {
            fromLabel: options.dateLabels.from,
            toLabel: options.dateLabels.to,
            from: query.from ?? '',
            to: query.to ?? '',
            onChange: ({ from, to }: { from: string; to: string }) => set({ from, to }),
          },
        }
      : {}),
  };

  return {
    query,
    filters,
    filtered: Boolean(query.q || query.status || query.from || query.to),
    sort: { key: query.sort, dir: query.dir } as TableSort,
    onSortChange,
    openId: params.get(openParam) ?? undefined,
    /** The address of the open record within this view (for the row's link). */
    hrefFor: (id: string) => `?${withParam(params, openParam, id).toString()}`,
    open: (id: string | undefined) => set({ [openParam]: id }),
  };
}
