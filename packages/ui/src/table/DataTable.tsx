import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Alert, VisuallyHidden } from '../Layout';
import { RetryAlert } from '../RetryAlert';
import { Button } from '../Button';
import { formatCount } from '@freight/contracts/usFormats';
import { downloadCsv, rowsToCsv } from './csv';
import {
  BulkBar,
  CheckLabel,
  Footer,
  Message,
  OpenLink,
  Region,
  SortButton,
  Table,
} from './styles';
import { TableFilters } from './TableFilters';
import type { DataTableColumn, DataTableFilters, RowOpener, TableNoun, TableSort } from './types';

export interface DataTableProps<Row> {
  /** What the table lists ('Quote requests'): its caption. */
  title: string;
  noun: TableNoun;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Names one row for its checkbox ('Acme Freight, FC-1001'). */
  rowLabel: (row: Row) => string;
  /** How many rows match in all (the server's count); the rows shown when left out. */
  total?: number;
  /** 'loading' before the first page, 'error' when the last request failed. */
  state: 'loading' | 'error' | 'ready';
  /** Repeats the failed request (offered with the 'error' state). */
  onRetry: () => void;
  /**
   * With the 'error' state, the server's reason when it answered with a refusal (a 4xx: an
   * expired cursor, a role that may not see the list), said without Retry; left out, the error
   * is the service not being reached, said with Retry.
   */
  refusal?: string;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  filters?: DataTableFilters;
  /** True when a filter or search is set: an empty result then says nothing matches. */
  filtered?: boolean;
  open?: RowOpener<Row>;
  /** Checkboxes per row and a select-all for the rows shown, for bulk actions. */
  selectable?: boolean;
  /** Buttons acting on the selected rows; `clear` empties the selection when done. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  /** Offers 'Export selected as CSV' into a file of this name. */
  csvFileName?: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

const nounFor = (noun: TableNoun, value: number) => (value === 1 ? noun.one : noun.other);
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader<Row>({
  column,
  sort,
  onSortChange,
}: {
  column: DataTableColumn<Row>;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
}) {
  const sorted = sort?.key === column.key ? sort.dir : undefined;
  const next = (): TableSort => ({ key: column.key, dir: sorted === 'asc' ? 'desc' : 'asc' });
  return (
    <th scope="col" data-align={column.align} aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
      {column.sortable && onSortChange ? (
        <SortButton type="button" onClick={() => onSortChange(next())}>
          {column.header}
          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
        </SortButton>
      ) : (
        column.header
      )}
    </th>
  );
}

function Opener<Row>({
  row,
  open,
  children,
}: {
  row: Row;
  open: RowOpener<Row>;
  children: ReactNode;
}) {
  const href = open.href?.(row);
  const onClick = (event: MouseEvent) => {
    if (!open.onOpen) return;
    // A modified click (new tab, new window) stays the browser's.
    if (href && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    open.onOpen(row);
  };
  return href ? (
    <OpenLink href={href} onClick={onClick}>
      {children}
    </OpenLink>
  ) : (
    <OpenLink as="button" type="button" onClick={onClick}>
      {children}
    </OpenLink>
  );
}

function SelectAll({
  shown,
  selected,
  label,
  onChange,
}: {
  shown: number;
  selected: number;
  label: string;
  onChange: (all: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && selected < shown;
  }, [selected, shown]);
  return (
    <CheckLabel>
      <input
        ref={box}
        type="checkbox"
        checked={shown > 0 && selected === shown}
        disabled={shown === 0}
        onChange={(event) => onChange(event.target.checked)}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </CheckLabel>
  );
}

/** A server's message as a sentence: 'Cursor is not valid: reload the list.' */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

interface ListFailureProps {
  what: string;
  refusal?: string;
  /** Rows of an earlier answer are still shown. */
  stale: boolean;
  onRetry: () => void;
}

/** Why the list could not be read: a refusal says the server's reason, else Retry is offered. */
function ListFailure({ what, refusal, stale, onRetry }: ListFailureProps) {
  const outOfDate = stale ? ' The rows below may be out of date.' : '';
  if (refusal !== undefined) {
    return (
      <Alert $variant="destructive" role="alert">
        {`Could not load ${what}. ${sentence(refusal)}${outOfDate}`}
      </Alert>
    );
  }
  return (
    <RetryAlert onRetry={onRetry}>
      {`Could not load ${what}: the service could not be reached.${outOfDate}`}
    </RetryAlert>
  );
}

/**
 * A server-side data table: caption with the count, sortable headers (buttons, `aria-sort`),
 * search / status / date filters, row selection with bulk actions and CSV export, Load more,
 * and loading, empty and error states. Below 640 px each row is a card (CSS only, same DOM).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { title, noun, columns, rows, rowKey, rowLabel, state, selectable } = props;
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const selectedRows = rows.filter((row) => selectedKeys.has(rowKey(row)));
  const total = props.total ?? rows.length;
  const clear = () => setSelectedKeys(new Set());
  const toggle = (key: string, on: boolean) =>
    setSelectedKeys((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const selectAll = (on: boolean) => setSelectedKeys(on ? new Set(rows.map(rowKey)) : new Set());
  const exportCsv = () =>
    props.csvFileName && downloadCsv(props.csvFileName, rowsToCsv(columns, selectedRows));
  const showBulk = selectable && selectedRows.length > 0;

  return (
    <Region aria-label={title}>
      {props.filters && <TableFilters filters={props.filters} />}
      {state === 'error' && (
        <ListFailure
          what={noun.other}
          refusal={props.refusal}
          stale={rows.length > 0}
          onRetry={props.onRetry}
        />
      )}
      {showBulk && (
        <BulkBar role="group" aria-label="Selected rows">
          <span>{`${formatCount(selectedRows.length)} selected`}</span>
          {props.bulkActions?.(selectedRows, clear)}
          {props.csvFileName && (
            <Button $variant="outline" $size="sm" onClick={exportCsv}>
              Export selected as CSV
            </Button>
          )}
          <Button $variant="ghost" $size="sm" onClick={clear}>
            Clear selection
          </Button>
        </BulkBar>
      )}
      {state === 'loading' && rows.length === 0 ? (
        <Message role="status">{`Loading ${noun.other}…`}</Message>
      ) : state === 'error' && rows.length === 0 ? null : rows.length === 0 ? (
        <Message role="status">
          {props.filtered
            ? `No ${noun.other} match these filters.`
            : (noun.none ?? `No ${noun.other} yet.`)}
        </Message>
      ) : (
        <Table>
          <caption>
            {title}
            {' — '}
            {`Showing ${formatCount(rows.length)} of ${formatCount(total)} ${nounFor(noun, total)}`}
          </caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col">
                  <SelectAll
                    shown={rows.length}
                    selected={selectedRows.length}
                    label={`Select all ${formatCount(rows.length)} shown ${nounFor(noun, rows.length)}`}
                    onChange={selectAll}
                  />
                </th>
              )}
              {columns.map((column) => (
                <SortHeader
                  key={column.key}
                  column={column}
                  sort={props.sort}
                  onSortChange={props.onSortChange}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const selected = selectedKeys.has(key);
              return (
                <tr key={key} aria-selected={selectable ? selected : undefined}>
                  {selectable && (
                    <td data-label="">
                      <CheckLabel>
                        <input
                          type="checkbox"
                          checked={selected}
                          onChange={(event) => toggle(key, event.target.checked)}
                        />
                        <VisuallyHidden>{`Select ${rowLabel(row)}`}</VisuallyHidden>
                      </CheckLabel>
                    </td>
                  )}
                  {columns.map((column, index) => (
                    <td key={column.key} data-label={column.header} data-align={column.align}>
                      {index === 0 && props.open ? (
                        <Opener row={row} open={props.open}>
                          {column.render(row)}
                        </Opener>
                      ) : (
                        column.render(row)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {props.hasMore && props.onLoadMore && (
        <Footer>
          <Button
            $variant="outline"
            onClick={props.onLoadMore}
            disabled={props.loadingMore}
            aria-busy={props.loadingMore || undefined}
          >
            {props.loadingMore ? `Loading more ${noun.other}…` : `Load more ${noun.other}`}
          </Button>
        </Footer>
      )}
    </Region>
  );
}
