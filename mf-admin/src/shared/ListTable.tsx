import { ListTable as ServerListTable, type ListTableProps } from '@freight/runtime';
import { useSessionEndCheck } from './useSessionEndCheck';

/** The shared server-side list table; a 401 (the session ended) goes to the sign-in page. */
export function ListTable<Item extends { id: string }>(props: ListTableProps<Item>) {
  useSessionEndCheck(props.result.error);
  return <ServerListTable {...props} />;
}
