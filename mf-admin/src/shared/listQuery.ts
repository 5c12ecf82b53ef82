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

/** `params` with `name` set to `value`, or without it when `value` is empty. */
export function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
