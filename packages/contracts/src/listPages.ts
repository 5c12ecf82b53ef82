// The list query's limits, shapes and query string, without joi: the shell's shared runtime
// and UI (tables, paging) import these, and must not bring joi onto every page.

/** Rows per page when a list query names no limit, and the most one page may hold. */
export const LIST_PAGE_DEFAULT = 25;
export const LIST_PAGE_MAX = 100;
/** The longest search a list accepts (what a person types, not a document). */
export const LIST_SEARCH_MAX = 100;
/** A cursor is the API's own token (sort value and id); anything longer is not one. */
export const LIST_CURSOR_MAX = 200;

export type SortDirection = 'asc' | 'desc';

/**
 * One page of a server-side list (admin and FleetFolio tables): a search `q`, a status, a
 * creation date range `from`..`to` (days, inclusive), a sort with its direction, the `cursor`
 * of the last page's `nextCursor`, and the page size.
 */
export interface ListQuery<Status extends string = string, SortField extends string = string> {
  q?: string;
  status?: Status;
  from?: string;
  to?: string;
  sort: SortField;
  dir: SortDirection;
  cursor?: string;
  limit: number;
}

/** What a list answers: this page's rows, how many match in all, and the next page's cursor. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  /** Pass as `cursor` to read the next page; null on the last page. */
  nextCursor: string | null;
}

/** The query string of a list query, without defaults left empty ("?q=acme&sort=createdAt"). */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
