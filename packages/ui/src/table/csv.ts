import { toCsv } from '@freight/contracts/csv';
import type { CsvValue, DataTableColumn } from './types';

function cellText<Row>(column: DataTableColumn<Row>, row: Row): CsvValue | undefined {
  if (column.csv) return column.csv(row);
  const shown = column.render(row);
  return typeof shown === 'string' || typeof shown === 'number' ? shown : undefined;
}

/**
 * The rows as CSV text (RFC 4180, formula-safe, via contracts' toCsv): one column per table
 * column that has a `csv` value or renders plain text.
 */
export function rowsToCsv<Row>(columns: DataTableColumn<Row>[], rows: Row[]): string {
  const exported = columns.filter(
    (column) => column.csv || rows.every((row) => cellText(column, row) !== undefined),
  );
  return toCsv(
    exported.map((column) => column.header),
    rows.map((row) => exported.map((column) => cellText(column, row) ?? '')),
  );
}

/** Saves CSV text as a file in the browser (UTF-8 with a BOM, so Excel reads accents). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
