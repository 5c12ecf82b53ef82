import styled from 'styled-components';
import { formatUsd } from '@freight/contracts';

/** How a column's numbers read: dollars, whole counts, miles or a percentage (one decimal). */
export type ColumnKind = 'text' | 'money' | 'count' | 'miles' | 'percent';

export interface ReportColumn {
  name: string;
  kind?: ColumnKind;
}

/** A figure, a text, or null where the reader may not see it (pay for a dispatcher). */
export type ReportCell = string | number | null;

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A cell as it reads: `2875` in a money column is `$2,875.00`, 12345 miles `12,345`. */
export function formatCell(value: ReportCell, kind: ColumnKind = 'text'): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatUsd(value);
    case 'count':
      return count.format(value);
    case 'percent':
      return `${miles.format(value)}%`;
    default:
      return miles.format(value);
  }
}

const isNumeric = (kind: ColumnKind = 'text') => kind !== 'text';
const ADDED: ColumnKind[] = ['money', 'count', 'miles'];

/**
 * The totals row of a table: the sum of each money, count and miles column (a null cell adds
 * nothing; a column that is all null stays empty), "Total" in the first; `override` replaces
 * a column that is not a sum (revenue per mile, utilisation).
 */
export function totalsOf(
  columns: ReportColumn[],
  rows: ReportCell[][],
  override: Record<number, ReportCell> = {},
): ReportCell[] {
  return columns.map((column, index) => {
    if (index in override) return override[index]!;
    if (index === 0) return 'Total';
    if (!ADDED.includes(column.kind ?? 'text')) return '';
    const values = rows.map((row) => row[index]).filter((v): v is number => typeof v === 'number');
    if (values.length === 0) return null;
    return Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100;
  });
}

/**
 * A wide table (eight columns of settlements) scrolls in its own box on a phone, not the page;
 * the box takes focus so a keyboard can scroll it.
 */
const Scroll = styled.div`
  overflow-x: auto;
  /* Adds no width of its own to the page (a grid or flex parent sizes to its content): it
     fills its container and the table scrolls inside. */
  width: 0;
  min-width: 100%;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    overflow-wrap: anywhere;
  }
  .number {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 2px solid ${({ theme }) => theme.colors.foreground};
    border-bottom: none;
  }
`;

interface ReportTableProps {
  caption: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** The totals row (see `totalsOf`), shown under the rows. */
  totals?: ReportCell[];
  empty: string;
}

/** The figures of a report as an accessible table: numbers formatted and right-aligned. */
export function ReportTable({ caption, columns, rows, totals, empty }: ReportTableProps) {
  if (rows.length === 0) return <p>{empty}</p>;
  const align = (index: number) => (isNumeric(columns[index]?.kind) ? 'number' : undefined);
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.name} scope="col" className={align(index)}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, position) => (
            <tr key={`${row[0]}-${position}`}>
              {row.map((value, index) => (
                <td key={columns[index]?.name ?? index} className={align(index)}>
                  {formatCell(value, columns[index]?.kind)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr>
              {totals.map((value, index) =>
                index === 0 ? (
                  <th key="total" scope="row">
                    {formatCell(value)}
                  </th>
                ) : (
                  <td key={columns[index]?.name ?? index} className={align(index)}>
                    {formatCell(value, columns[index]?.kind)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </Table>
    </Scroll>
  );
}
