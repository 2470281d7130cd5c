// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP);
// tab and carriage return count too, since some programs skip them before looking.
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null;

/** One CSV cell: quoted, inner quotes doubled, and text a spreadsheet would run kept as text. */
export function csvCell(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line, ended by CRLF as RFC 4180 has it. */
export function csvRow(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
