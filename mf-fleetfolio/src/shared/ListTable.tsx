import { ListTable as ServerListTable, type ListTableProps } from '@freight/runtime';
import { ListError } from './ListError';

/**
 * The shared server-side list table; a 401 (the session ended) goes to the sign-in page like the
 * other lists (the table says itself that a list failed).
 */
export function ListTable<Item extends { id: string }>(props: ListTableProps<Item>) {
  const status = (props.result.error as { status?: unknown } | undefined)?.status;
  return (
    <>
      {status === 401 ? <ListError error={props.result.error} what="list" /> : null}
      <ServerListTable {...props} />
    </>
  );
}
