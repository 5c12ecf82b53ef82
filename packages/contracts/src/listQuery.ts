import Joi from 'joi';
import { friendly } from './friendlyMessages';
import {
  LIST_CURSOR_MAX,
  LIST_PAGE_DEFAULT,
  LIST_PAGE_MAX,
  LIST_SEARCH_MAX,
  type ListQuery,
  type SortDirection,
} from './listPages';

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
