import Joi from 'joi';
import { friendly } from './friendlyMessages';

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

export interface ListQueryOptions<Status extends string, SortField extends string> {
  /** The list's status values; leave out for a list without a status filter. */
  statuses?: readonly Status[];
  /** The fields a user may sort by (the table's sortable columns). */
  sortFields: readonly [SortField, ...SortField[]];
  /** The sort when the query names none, e.g. newest first. */
  defaultSort: { sort: SortField; dir: SortDirection };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INVALID_DAY = '{#label} must be a date (YYYY-MM-DD)';

/** A calendar day as a date input gives it; 2026-02-30 is refused, not rolled over. */
const daySchema = Joi.string()
  .pattern(DAY)
  .custom((value: string, helpers) => {
    const date = new Date(`${value}T00:00:00Z`);
    const real = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    return real ? value : helpers.error('string.pattern.base');
  })
  .messages({ 'string.pattern.base': INVALID_DAY });

/**
 * The joi schema of one list's query, built from the list's statuses and sortable fields.
 * Unknown keys are refused (the API validates with allowUnknown false), so a typo in a
 * parameter is a 400 naming it, never a silently ignored filter.
 */
export function listQuerySchema<Status extends string, SortField extends string>({
  statuses,
  sortFields,
  defaultSort,
}: ListQueryOptions<Status, SortField>): Joi.ObjectSchema<ListQuery<Status, SortField>> {
  const keys: Record<string, Joi.Schema> = {
    q: Joi.string().trim().allow('').max(LIST_SEARCH_MAX).label('Search'),
    from: daySchema.label('From'),
    to: daySchema.label('To'),
    sort: Joi.string()
      .valid(...sortFields)
      .default(defaultSort.sort)
      .label('Sort'),
    dir: Joi.string().valid('asc', 'desc').default(defaultSort.dir).label('Direction'),
    cursor: Joi.string()
      .max(LIST_CURSOR_MAX)
      .pattern(/^[A-Za-z0-9_-]+$/)
      .label('Cursor'),
    limit: Joi.number()
      .integer()
      .min(1)
      .max(LIST_PAGE_MAX)
      .default(LIST_PAGE_DEFAULT)
      .label('Limit'),
  };
  if (statuses) {
    keys.status = Joi.string()
      .valid(...statuses)
      .label('Status');
  }
  return friendly(
    Joi.object<ListQuery<Status, SortField>>(keys).custom((query: ListQuery, helpers) =>
      query.from && query.to && query.from > query.to
        ? helpers.message({ custom: 'From must be on or before To' })
        : query,
    ),
  );
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
