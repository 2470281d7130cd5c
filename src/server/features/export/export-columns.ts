import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { csvRow } from '../../kernel/lists/csv';
import { textsFor, type Texts } from '../../kernel/texts/texts';

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
  /**
   * The CSV header in the reader's language (plain English in the source): a text of the documents
   * catalogue, `i18n._({ id: 'csv.<source>.<key>', message: 'Amount lost' })`. JSON keeps `key`.
   */
  header: (i18n: Texts) => string;
  kind: ColumnKind;
  value: SQL | AnyColumn;
  /**
   * Writes a stored value the way the screens show it, e.g. an incident id as 'FR-000123'. In SQL,
   * like everything else about a cell, so PostgreSQL hands over finished text.
   */
  present?: (value: SQL) => SQL;
};

/** 'FR-000123', as formatCaseReference writes it (padded to six digits, never cut). */
export const caseReferenceSql = (value: SQL) => referenceSql('FR-', value);
/** 'RA-000123', as formatApplicationReference writes it. */
export const applicationReferenceSql = (value: SQL) => referenceSql('RA-', value);

function referenceSql(prefix: string, value: SQL): SQL {
  const digits = sql`(${value})::text`;
  return sql`(${prefix} || repeat('0', greatest(0, 6 - length(${digits}))) || ${digits})`;
}

/** The CSV's header row in `locale`: each column's header, as csvRow writes a row. */
export function csvHeaderRow(columns: readonly ExportColumn[], locale: string): string {
  const i18n = textsFor(locale);
  return csvRow(columns.map((column) => column.header(i18n)));
}

/** A raw row of the export query: every value read as text, or null. */
export type ExportRow = Record<string, string | null>;

// Both drivers return timestamps as text in the server's format ('2026-03-01 09:30:00.123+00'),
// so the database writes them in ISO 8601 instead.
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

function readAs(column: ExportColumn): SQL<string | null> {
  if (column.kind === 'datetime') return sql<string | null>`to_char((${column.value}) at time zone 'UTC', ${sql.raw(ISO_UTC)})`;
  const text = sql<string | null>`(${column.value})::text`;
  return column.present ? sql<string | null>`${column.present(text)}` : text;
}

// The first characters a spreadsheet runs as a formula (csv.ts FORMULA_START: = + - @, tab, CR), as
// code points: ascii() reads one in a single call, where left(x, 1) in (...) cost PostgreSQL about
// as much again as the rest of the cell.
const FORMULA_CODES = sql.raw('(61, 43, 45, 64, 9, 13)');

/** A cell's text as csvCell (src/server/kernel/lists/csv.ts) holds it before quoting: never null, a formula kept as text with a '. */
function guardedText(column: ExportColumn): SQL {
  const read = readAs(column);
  if (column.kind === 'boolean') return sql`coalesce(case ${read} when 'true' then 'yes' when 'false' then 'no' end, '')`;
  // ISO 8601 from to_char starts with a digit (a year BC too; infinity is null): never a formula.
  if (column.kind === 'datetime') return sql`coalesce(${read}, '')`;
  return sql`case when ascii(${read}) in ${FORMULA_CODES} then '''' || ${read} else coalesce(${read}, '') end`;
}

/** One cell as csvCell writes it: quoted, inner quotes doubled, a formula kept as text. */
function csvCellSql(column: ExportColumn): SQL {
  return sql`'"' || replace(${guardedText(column)}, '"', '""') || '"'`;
}

/**
 * The select list of a CSV export read through a cursor (PGlite): each row as its finished CSV
 * line, CRLF-ended, as csvRow writes it. PostgreSQL writes the text, so Node only passes lines on:
 * a million rows then leave no millions of cell strings behind for the garbage collector. On a
 * PostgreSQL server COPY writes the file instead, from copyCsvSelection (copy-csv.ts).
 */
export function csvLineSelection(columns: readonly ExportColumn[]): { line: SQL.Aliased<string> } {
  const cells = sql.join(columns.map(csvCellSql), sql` || ',' || `);
  return { line: sql<string>`${cells} || chr(13) || chr(10)`.as('line') };
}

/**
 * The select list of a CSV export for `COPY ... (FORMAT csv, FORCE_QUOTE *)`: each cell's text,
 * guarded and never null, which COPY quotes, doubling inner quotes, as csvCell does.
 */
export function copyCsvSelection(columns: readonly ExportColumn[]): Record<string, SQL.Aliased<string>> {
  return Object.fromEntries(columns.map((column) => [column.key, sql<string>`${guardedText(column)}`.as(column.key)]));
}

/** The select list of an export query: each column read as text under its key. */
export function selection(columns: readonly ExportColumn[]): Record<string, SQL.Aliased<string | null>> {
  return Object.fromEntries(columns.map((column) => [column.key, readAs(column).as(column.key)]));
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
          return [column.key, text];
      }
    }),
  );
}
