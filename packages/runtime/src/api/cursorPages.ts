import { LIST_PAGE_DEFAULT, listQueryString, type ListQuery } from '@freight/contracts/listPages';
import type { ReadRequest } from './baseQuery';

/** Where a list's pages are read for an argument: the path, and the list query it carries. */
type PageSource<Arg> = (arg: Arg) => readonly [path: string, query: Partial<ListQuery>];

/**
 * The part every server-paged list endpoint shares (`build.infiniteQuery({ ...cursorPages(…) })`):
 * the first page has no cursor, the next one's is the last page's `nextCursor` (none: no more),
 * and each page is read with the list query, its cursor and the default page size. Give the
 * list's path when the argument is the list query itself, else where an argument's pages are.
 */
export function cursorPages<Arg extends Partial<ListQuery>>(path: string): PagedList<Arg>;
export function cursorPages<Arg>(source: PageSource<Arg>): PagedList<Arg>;
export function cursorPages<Arg>(source: string | PageSource<Arg>): PagedList<Arg> {
  // A path is accepted only where the argument is a list query (the first overload).
  const where: PageSource<Arg> =
    typeof source === 'string' ? (arg) => [source, arg as Partial<ListQuery>] : source;
  return {
    infiniteQueryOptions: {
      initialPageParam: null,
      getNextPageParam: (last) => last.nextCursor,
    },
    query: ({ queryArg, pageParam }) => {
      const [path, query] = where(queryArg);
      const cursor = pageParam ?? undefined;
      return { key: [`${path}${listQueryString({ ...query, cursor, limit: LIST_PAGE_DEFAULT })}`] };
    },
  };
}

interface PagedList<Arg> {
  infiniteQueryOptions: {
    initialPageParam: null;
    getNextPageParam: (last: { nextCursor: string | null }) => string | null;
  };
  query: (page: { queryArg: Arg; pageParam: string | null }) => ReadRequest;
}
