/**
 * The order of the site's lists: newest first. Records made together (a new account's sample
 * drivers, a seed) share a createdAt; without the _id tie-break their order could change from
 * one read to the next.
 */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
