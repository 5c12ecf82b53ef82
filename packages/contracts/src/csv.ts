/** A cell of an exported table: text, or a number written as is. */
export type CsvCell = string | number;

/** What a spreadsheet may read as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Text that is only a number ("-12.50", "+3"): no formula, kept readable as a number. */
const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * One CSV field. Text a spreadsheet would run as a formula (it starts with =, +, -, @, tab or
 * carriage return) gets a leading single quote and is quoted, so it opens as the text typed;
 * numbers, also negative ones given as text, stay numbers. Quotes, commas and line breaks are
 * quoted as RFC 4180 says.
 */
export function csvField(value: CsvCell): string {
  const text = String(value);
  const formula = typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
  const safe = formula ? `'${text}` : text;
  return formula || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 text: a header row and one row per record, CRLF line ends; every export uses it. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}
