import styled from 'styled-components';
import type { CsvCell } from './csv';

/**
 * A wide table (eight columns of settlements) scrolls in its own box on a phone, not the page;
 * the box takes focus so a keyboard can scroll it.
 */
const Scroll = styled.div`
  overflow-x: auto;
`;

interface ReportTableProps {
  caption: string;
  header: string[];
  rows: CsvCell[][];
  empty: string;
}

/** The figures of a report as an accessible table (the same rows the CSV export holds). */
export function ReportTable({ caption, header, rows, empty }: ReportTableProps) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {header.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, position) => (
            <tr key={`${row[0]}-${position}`}>
              {row.map((value, index) => (
                <td key={header[index]}>
                  {typeof value === 'number' ? value.toLocaleString('en-US') : value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
