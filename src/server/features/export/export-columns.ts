import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CsvValue } from '../../lists/csv';

/**
 * What a column holds, which decides how it is read from the database and written out:
 * - `text`, `date`: as stored ('2026-03-01' for a date)
 * - `integer`: a number in JSON
 * - `boolean`: 'yes'/'no' in CSV, true/false in JSON
 * - `amount`: an exact decimal string read as numeric::text, never a float ('10.05', '0.00000001')
 * - `datetime`: ISO 8601 in UTC with milliseconds, as the lists send it ('2026-03-01T09:30:00.000Z')
 * - `json`: the stored JSON, as text in CSV and as itself in JSON
 */
export type ColumnKind = 'text' | 'date' | 'integer' | 'boolean' | 'amount' | 'datetime' | 'json';

export type ExportColumn = {
  /** The JSON key, and the column's alias in the query. */
  key: string;
  /** The CSV header: plain English. */
  header: string;
  kind: ColumnKind;
  value: SQL | AnyColumn;
  /** Writes a stored value the way the screens show it, e.g. an incident id as 'FR-000123'. */
  present?: (text: string) => string;
};

/** A raw row of the export query: every value read as text, or null. */
export type ExportRow = Record<string, string | null>;

// Both drivers return timestamps as text in the server's format ('2026-03-01 09:30:00.123+00'),
// so the database writes them in ISO 8601 instead.
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

function readAs(column: ExportColumn): SQL<string | null> {
  if (column.kind === 'datetime') return sql<string | null>`to_char((${column.value}) at time zone 'UTC', ${sql.raw(ISO_UTC)})`;
  return sql<string | null>`(${column.value})::text`;
}

/** The select list of an export query: each column read as text under its key. */
export function selection(columns: readonly ExportColumn[]): Record<string, SQL.Aliased<string | null>> {
  return Object.fromEntries(columns.map((column) => [column.key, readAs(column).as(column.key)]));
}

const presented = (column: ExportColumn, text: string) => (column.present ? column.present(text) : text);

/** A row as CSV cells, in the columns' order. */
export function csvValues(columns: readonly ExportColumn[], row: ExportRow): CsvValue[] {
  return columns.map((column) => {
    const text = row[column.key] ?? null;
    if (text === null) return null;
    if (column.kind === 'boolean') return text === 'true' ? 'yes' : 'no';
    return presented(column, text);
  });
}

/** A row as a JSON object: numbers, booleans and stored JSON as themselves; amounts stay strings. */
export function jsonObject(columns: readonly ExportColumn[], row: ExportRow): Record<string, unknown> {
  return Object.fromEntries(
    columns.map((column) => {
      const text = row[column.key] ?? null;
      if (text === null) return [column.key, null];
      switch (column.kind) {
        case 'integer':
          return [column.key, Number(text)];
        case 'boolean':
          return [column.key, text === 'true'];
        case 'json':
          return [column.key, JSON.parse(text) as unknown];
        default:
          return [column.key, presented(column, text)];
      }
    }),
  );
}
