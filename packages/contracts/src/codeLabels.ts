/**
 * The label of a stored code ('ftl' → 'FTL (Full Truckload)'); a code the map does not know
 * (a record stored before the map changed) is shown as stored rather than hidden.
 */
export function labelOf<C extends string>(
  labels: Readonly<Record<C, string>>,
  code: string | null | undefined,
): string | undefined {
  if (code === undefined || code === null || code === '') return undefined;
  return Object.hasOwn(labels, code) ? labels[code as C] : code;
}
