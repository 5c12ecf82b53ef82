import type { CsvCell } from '@freight/contracts';

/** One report as a CSV file: its name, header and rows. */
export interface CsvExport {
  fileName: string;
  header: string[];
  rows: CsvCell[][];
}
