import { Types, type Model } from 'mongoose';
import type { ListPage, ListQuery } from '@freight/contracts';
import { badRequest } from '../http/errors';
import { trusted } from './trusted';

type Filter = Record<string, unknown>;
type Sort = Record<string, 1 | -1>;

/**
 * Where a list reads from: `scoped(Model, ownerId)` for tms_* lists (the owner is added to
 * every filter there), or `unscopedSource(Model)` for the site's own collections.
 */
export interface ListSource<Doc> {
  find(filter: Filter, options: { sort: Sort; limit: number }): Promise<Doc[]>;
  countDocuments(filter: Filter): PromiseLike<number>;
}

/** A staff collection read as a list source (never a tms_* model: those go through `scoped`). */
export function unscopedSource<T>(model: Model<T>): ListSource<T & { _id: Types.ObjectId }> {
  const plain = model as unknown as Model<Filter>;
  return {
    async find(filter, { sort, limit }) {
      const found = await plain.find(filter).sort(sort).limit(limit).lean();
      return found as unknown as (T & { _id: Types.ObjectId })[];
    },
    countDocuments: (filter) => plain.countDocuments(filter).exec(),
  };
}

export interface ListPlanOptions<SortField extends string> {
  /** The filter every page starts from (e.g. a shipment's customer); the owner scope adds its own. */
  base?: Filter;
  /** Fields searched, case-insensitively, for the query's `q` as literal text. */
  searchFields: readonly string[];
  /**
   * Conditions a search also matches by, worked out by the caller from `q` (the invoices whose
   * customer's name matches: the name lives on the customer); trusted as given.
   */
  searchAlso?: Filter[];
  /** The stored field of each sortable name (`createdAt` → `createdAt`, `number` → `invoiceNumber`). */
  sortPaths: Record<SortField, string>;
  /** The date the `from`/`to` range applies to; `createdAt` unless given. */
  dateField?: string;
  /** The stored field the `status` filter matches; `status` unless given. */
  statusField?: string;
}

const INVALID_CURSOR = 'Cursor is not valid: reload the list';
const DAY_MS = 24 * 60 * 60 * 1000;

type CursorValue = string | number | boolean | Date | null;
/** The sort value ([type, value]) and the id of the last row of a page. */
type CursorData = [
  tag: 's' | 'n' | 'b' | 'd' | 'z',
  value: string | number | boolean | null,
  id: string,
];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function encodeCursor(value: unknown, id: Types.ObjectId): string {
  const data: CursorData =
    value instanceof Date
      ? ['d', value.getTime(), String(id)]
      : typeof value === 'number'
        ? ['n', value, String(id)]
        : typeof value === 'boolean'
          ? ['b', value, String(id)]
          : value === null || value === undefined
            ? ['z', null, String(id)]
            : ['s', String(value), String(id)];
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}

function decodeCursor(cursor: string): { value: CursorValue; id: Types.ObjectId } {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  }
  if (!Array.isArray(data) || data.length !== 3 || !Types.ObjectId.isValid(String(data[2]))) {
    throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  }
  const [tag, raw, id] = data as CursorData;
  const value = valueOf(tag, raw);
  if (value === undefined) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return { value, id: new Types.ObjectId(id) };
}

function valueOf(tag: CursorData[0], raw: CursorData[1]): CursorValue | undefined {
  if (tag === 'z') return null;
  if (tag === 'd' && typeof raw === 'number') return new Date(raw);
  if (tag === 'n' && typeof raw === 'number') return raw;
  if (tag === 'b' && typeof raw === 'boolean') return raw;
  if (tag === 's' && typeof raw === 'string') return raw;
  return undefined;
}

/**
 * The rows after the cursor's row in the order (path dir, _id dir). MongoDB puts a missing or
 * null value before any other in ascending order (after in descending), so those rows are
 * handled apart: `$gt`/`$lt` never match null.
 */
function afterCursor(
  path: string,
  dir: 1 | -1,
  { value, id }: ReturnType<typeof decodeCursor>,
): Filter {
  const past = dir === 1 ? '$gt' : '$lt';
  const sameValueLaterId = { [path]: value, _id: trusted({ [past]: id }) };
  if (value === null) {
    return dir === 1
      ? { $or: [sameValueLaterId, { [path]: trusted({ $ne: null }) }] }
      : sameValueLaterId;
  }
  const laterValue = { [path]: trusted({ [past]: value }) };
  const alternatives: Filter[] = [laterValue, sameValueLaterId];
  if (dir === -1) alternatives.push({ [path]: null });
  return { $or: alternatives };
}

function dateRange(field: string, { from, to }: Pick<ListQuery, 'from' | 'to'>): Filter | null {
  if (!from && !to) return null;
  const range: Filter = {};
  if (from) range.$gte = new Date(`${from}T00:00:00.000Z`);
  // `to` is a whole day: everything before the next day's start.
  if (to) range.$lt = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
  return { [field]: trusted(range) };
}

/** The case-insensitive pattern of a search typed as literal text (`.` is a dot). */
export const searchPattern = (q: string) => new RegExp(escapeRegex(q), 'i');

function searchFilter(
  fields: readonly string[],
  q: string | undefined,
  also: Filter[] = [],
): Filter | null {
  if (!q) return null;
  const pattern = searchPattern(q);
  return {
    $or: [...fields.map((field) => ({ [field]: trusted({ $regex: pattern }) })), ...also],
  };
}

/** The filter of every row the query matches (all pages), and of the rows after its cursor. */
function planList<SortField extends string>(
  query: ListQuery<string, SortField>,
  options: ListPlanOptions<SortField>,
): { matching: Filter; page: Filter; sort: Sort; path: string } {
  const path = options.sortPaths[query.sort];
  if (!path) throw badRequest('Sort is not valid', { sort: 'Sort is not valid' });
  const dir = query.dir === 'asc' ? 1 : -1;
  const parts = [
    options.base && Object.keys(options.base).length > 0 ? options.base : null,
    query.status ? { [options.statusField ?? 'status']: query.status } : null,
    dateRange(options.dateField ?? 'createdAt', query),
    searchFilter(options.searchFields, query.q, options.searchAlso),
  ].filter((part): part is Filter => part !== null);
  const matching = parts.length === 0 ? {} : { $and: parts };
  const page = query.cursor
    ? { $and: [...parts, afterCursor(path, dir, decodeCursor(query.cursor))] }
    : matching;
  const sort: Sort = path === '_id' ? { _id: dir } : { [path]: dir, _id: dir };
  return { matching, page, sort, path };
}

function valueAt(doc: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], doc);
}

/**
 * One page of a list with the count of all matching rows. Paging is keyset (the sort value and
 * the _id tie-break of the page's last row), so it stays stable under any sort while rows are
 * added, and a page costs the same at row 25 as at row 4,975.
 */
export async function findPage<Doc extends { _id: Types.ObjectId }, SortField extends string>(
  source: ListSource<Doc>,
  query: ListQuery<string, SortField>,
  options: ListPlanOptions<SortField>,
): Promise<ListPage<Doc>> {
  const { matching, page, sort, path } = planList(query, options);
  const [rows, total] = await Promise.all([
    source.find(page, { sort, limit: query.limit + 1 }),
    source.countDocuments(matching),
  ]);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor(valueAt(last, path), last._id) : null;
  return { items, total, nextCursor };
}
