// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP);
// tab and carriage return count too, since some programs skip them before looking.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted, inner quotes doubled, and text a spreadsheet would run kept as text. */
export function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvRow(values: (string | number | boolean | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
