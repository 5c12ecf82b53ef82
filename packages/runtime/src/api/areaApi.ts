import { freightApi } from './api';

/**
 * Cache tags of records that one area writes and another shows: the names are the contract
 * between those areas, so they are stated once here.
 * - `Quote`: a quote sent on the landing page refreshes the admin list and the client's quotes.
 * - `DriverApplication`, `OwnerOperatorApplication`: an application refreshes the admin lists.
 * - `Review`: a broker's review refreshes the admin's reviews awaiting approval.
 * - `Shipment`, `Invoice`: staff changes refresh the client portal and the tracking page.
 */
export const CROSS_AREA_TAGS = [
  'Quote',
  'DriverApplication',
  'OwnerOperatorApplication',
  'Review',
  'Shipment',
  'Invoice',
] as const;
export type CrossAreaTag = (typeof CROSS_AREA_TAGS)[number];

/**
 * An area's view of the shared API: its own cache tags added with `enhanceEndpoints`, and an
 * `injectEndpoints` that refuses an endpoint name some area (this one included) already
 * defined, with the name in the message (RTK's own production message does not name it).
 */
export function createAreaApi<Tag extends string>(area: string, tags: readonly Tag[]) {
  const api = freightApi.enhanceEndpoints({ addTagTypes: tags });
  const injectEndpoints: typeof api.injectEndpoints = ({ endpoints }) =>
    api.injectEndpoints({
      overrideExisting: 'throw',
      endpoints: (build) => {
        const definitions = endpoints(build);
        for (const name of Object.keys(definitions)) {
          if (name in api.endpoints) {
            throw new Error(`${area}: the endpoint name "${name}" is already taken`);
          }
        }
        return definitions;
      },
    });
  return { injectEndpoints, util: api.util };
}
