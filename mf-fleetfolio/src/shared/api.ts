import { LIST_PAGE_DEFAULT, listQueryString, type ListPage } from '@freight/contracts';
import { createAreaApi, type TableQuery } from '@freight/runtime';

/** Every cache tag of FleetFolio: all of it belongs to the signed-in carrier. */
export const CARRIER_TAGS = [
  'CarrierSession',
  'CarrierDashboard',
  'PlannedLoad',
  'Driver',
  'Truck',
  'Trailer',
  'Trip',
  'CarrierInvoice',
  'Customer',
  'Report',
  'Document',
  'TeamMember',
  'Activity',
  'DriverTrip',
  'Settlement',
  'PayItem',
] as const;

/** FleetFolio's endpoints are injected here; a name another area took fails loudly. */
export const fleetApi = createAreaApi('mf-fleetfolio', CARRIER_TAGS);

/**
 * The RTK Query infinite-query options of a server-side table read from `<path>/page`: one page
 * per cursor, the next one from the last page's `nextCursor`, the table's query as parameters.
 */
export const listPageQuery = (path: string) => ({
  infiniteQueryOptions: {
    initialPageParam: null,
    getNextPageParam: (last: ListPage<unknown>) => last.nextCursor,
  },
  query: ({
    queryArg,
    pageParam,
  }: {
    queryArg: TableQuery<string, string>;
    pageParam: string | null;
  }) => ({
    key: [
      `${path}/page${listQueryString({
        ...queryArg,
        cursor: pageParam ?? undefined,
        limit: LIST_PAGE_DEFAULT,
      })}`,
    ],
  }),
});
