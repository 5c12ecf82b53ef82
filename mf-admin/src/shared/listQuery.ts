import { formatStatus } from '@freight/contracts';

/** A table's status filter: each status with the label staff read. */
export function statusLabels<Status extends string>(
  statuses: readonly Status[],
): Record<Status, string> {
  return Object.fromEntries(statuses.map((status) => [status, formatStatus(status)])) as Record<
    Status,
    string
  >;
}
