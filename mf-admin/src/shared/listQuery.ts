import { formatStatus, type AdminListQuery } from '@freight/contracts';

/** `?status=…&search=…` for an admin list, only with the filters that are set. */
export function listQueryString(query: AdminListQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A table's status filter: each status with the label staff read. */
export function statusLabels<Status extends string>(
  statuses: readonly Status[],
): Record<Status, string> {
  return Object.fromEntries(statuses.map((status) => [status, formatStatus(status)])) as Record<
    Status,
    string
  >;
}
