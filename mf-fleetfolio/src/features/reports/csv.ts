import type { CsvCell } from '@freight/contracts';

export { toCsv } from '@freight/contracts';

/** Offers the CSV as a download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** One report as a CSV file: its name, header and rows. */
export interface CsvExport {
  fileName: string;
  header: string[];
  rows: CsvCell[][];
}
