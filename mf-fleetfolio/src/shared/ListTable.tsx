import { ListTable as ServerListTable, type ListTableProps } from '@freight/runtime';
import { useSessionEnd } from './ReadFailure';

/**
 * The shared server-side list table; a 401 (the session ended) goes to the sign-in page like the
 * other lists (the table says itself that a list failed).
 */
export function ListTable<Item extends { id: string }>(props: ListTableProps<Item>) {
  useSessionEnd(props.result.error);
  return <ServerListTable {...props} />;
}
