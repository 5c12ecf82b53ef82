import { LIST_SEARCH_MAX, type ListQuery, type SortDirection } from '@freight/contracts/listPages';
import type { DataTableFilters, TableSort } from '@freight/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface TableQueryOptions<Status extends string, Sort extends string> {
  /** The status filter's values with their labels (codes are never shown). */
  statuses?: Readonly<Record<Status, string>>;
  statusLabel?: string;
  sorts: readonly Sort[];
  defaultSort: { sort: Sort; dir: SortDirection };
  searchLabel: string;
  /** The date range filter's labels; no date filter without them. */
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

function withParams(current: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * A server-side table's search, status, dates, sort and open record, read from and written to
 * the address (`/admin/quotes?status=pending&sort=companyName&dir=asc&quote=<id>`), so Back,
 * reload and a shared link show the same view. Values the list does not have are ignored and
 * the default sort is not written. A filter, sort or opened record is a new history entry; the
 * search replaces the entry (it is sent as typing settles).
 */
export function useTableQuery<Status extends string, Sort extends string>(
  options: TableQueryOptions<Status, Sort>,
) {
  const [params, setParams] = useSearchParams();
  const { statuses, sorts, defaultSort, openParam, dateLabels } = options;
  const query: TableQuery<Status, Sort> = useMemo(() => {
    const status = params.get('status');
    const sort = params.get('sort') as Sort | null;
    const dir = params.get('dir');
    return {
      q: params.get('q')?.trim() || undefined,
      status: status && statuses && status in statuses ? (status as Status) : undefined,
      from: dayOf(params.get('from')),
      to: dayOf(params.get('to')),
      sort: sort && sorts.includes(sort) ? sort : defaultSort.sort,
      dir: dir === 'asc' || dir === 'desc' ? dir : defaultSort.dir,
    };
  }, [params, statuses, sorts, defaultSort]);

  const set = useCallback(
    (changes: Record<string, string | undefined>, replace = false) =>
      setParams((current) => withParams(current, changes), { replace }),
    [setParams],
  );
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
            label: options.statusLabel ?? 'Status',
            value: query.status ?? '',
            options: Object.entries<string>(statuses).map(([value, label]) => ({ value, label })),
            onChange: (value: string) => set({ status: value }),
          },
        }
      : {}),
    ...(dateLabels
      ? {
          dateRange: {
            fromLabel: dateLabels.from,
            toLabel: dateLabels.to,
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
    onSortChange: ({ key, dir }: TableSort) => {
      const isDefault = key === defaultSort.sort && dir === defaultSort.dir;
      set({ sort: isDefault ? undefined : key, dir: isDefault ? undefined : dir });
    },
    openId: params.get(openParam) ?? undefined,
    /** The address of the open record within this view (the row's link). */
    hrefFor: (id: string) => `?${withParams(params, { [openParam]: id }).toString()}`,
    open: (id: string | undefined) => set({ [openParam]: id }),
  };
}

export type TableState = ReturnType<typeof useTableQuery<string, string>>;
