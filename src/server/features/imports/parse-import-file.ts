import { CsvError, parse } from 'csv-parse/sync';
import {
  columnsNotImported,
  headerKey,
  importColumns,
  MAX_IMPORT_ROWS,
  type ImportColumn,
  type ImportKind,
  type ImportProblem,
} from '@shared/imports/schema';
import { AppError } from '../../kernel/errors';
import { Sentence } from '../../kernel/texts/error-texts';
import { SERVER_TEXT_LOCALES, textsFor } from '../../kernel/texts/texts';

/** A data row of the file: its number as a spreadsheet shows it (the header is row 1), and its cells by field. */
export type FileRow = { row: number; cells: Record<string, string> };

export type ParsedImportFile = {
  /** The import's columns the file has, in the kind's order. */
  columns: ImportColumn[];
  ignoredColumns: { header: string; why: string }[];
  /** Rows with as many cells as the header; blank rows are left out. */
  rows: FileRow[];
  /** Rows refused before their cells are read: a cell too many or too few. */
  problems: ImportProblem[];
  /** Rows read, blank ones aside. */
  rowCount: number;
};

const refuse = (message: string | Sentence): never => {
  throw new AppError('IMPORT_FILE_REFUSED', message);
};

const SAVE_AS_CSV = 'In your spreadsheet, choose Save As (or Download) and “CSV UTF-8”, then upload that file.';

/** What a file is, when its first bytes say it is not CSV text at all. */
function refuseBinary(bytes: Buffer): void {
  if (bytes.length === 0) refuse('The file is empty.');
  // A zip (an .xlsx or .ods workbook) or a compound file (an old .xls).
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    refuse(`This is a spreadsheet workbook (such as .xlsx), not a CSV file. ${SAVE_AS_CSV}`);
  }
  if (bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xfe])) || bytes.subarray(0, 2).equals(Buffer.from([0xfe, 0xff]))) {
    refuse(`The file is saved as UTF-16 (“Unicode text”), not UTF-8. ${SAVE_AS_CSV}`);
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    const line = bytes.subarray(0, nul).reduce((lines, byte) => lines + (byte === 0x0a ? 1 : 0), 1);
    refuse(new Sentence(`The file holds a NUL character (line {line}), which no text cell can: it is not a CSV text file. ${SAVE_AS_CSV}`, { line }));
  }
}

function decodeUtf8(bytes: Buffer): string {
  try {
    // Strips a byte-order mark, which Excel writes at the start of "CSV UTF-8".
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse(`The file is not UTF-8 text (perhaps Windows-1252 or Latin-1), so its accents and symbols cannot be read as meant. ${SAVE_AS_CSV}`);
  }
}

const csvProblems: Record<string, Sentence> = {
  CSV_QUOTE_NOT_CLOSED: new Sentence('a cell opens a quote (") that is never closed'),
  CSV_INVALID_CLOSING_QUOTE: new Sentence('a quote (") inside a quoted cell must be written twice ("")'),
  INVALID_OPENING_QUOTE: new Sentence('a quote (") inside a cell that is not in quotes: put the cell in quotes and write the quote twice ("")'),
};

function readRecords(text: string): string[][] {
  try {
    return parse(text, {
      // CRLF (Excel), LF and a lone CR alike, even mixed in one file.
      record_delimiter: ['\r\n', '\n', '\r'],
      // A row with a cell too many or too few is refused on its own, with its row number, below.
      relax_column_count: true,
      // Kept, so the row numbers count as a spreadsheet does; blank rows are passed over below.
      skip_empty_lines: false,
      bom: true,
    }) as string[][];
  } catch (error) {
    // A broken quote puts every later cell in the wrong place: nothing after it can be read as meant.
    if (error instanceof CsvError) {
      // The parser's own words when the problem is not one of ours.
      const problem = csvProblems[error.code] ?? error.message;
      return refuse(
        typeof error.lines === 'number'
          ? new Sentence('The file is not valid CSV near line {line}: {problem}.', { line: error.lines, problem })
          : new Sentence('The file is not valid CSV: {problem}.', { problem }),
      );
    }
    throw error;
  }
}

const FORMULA_GUARD = /^'[=+\-@\t\r]/;
/**
 * A cell as written, except the ' the export puts before a cell a spreadsheet would run as a
 * formula (export-columns.ts): an exported file reads back as it was. A cell that starts with
 * = + - or @ is only text here; nothing runs it.
 */
const cellText = (cell: string) => (FORMULA_GUARD.test(cell) ? cell.slice(1) : cell);

/** The export each import reads back: its columns' headers are the texts csv.<source>.<key>. */
const exportSourceOf: Record<ImportKind, string> = { cases: 'incidents', 'money-trails': 'money-trails' };

/**
 * A column's names as a file may carry them: its English header, its key, and the header the export
 * writes in each language the server speaks (issue 28), so an export made in Spanish reads back.
 */
function namesOf(kind: ImportKind, column: { header: string; key: string }): string[] {
  const id = `csv.${exportSourceOf[kind]}.${column.key}`;
  const translated = SERVER_TEXT_LOCALES.map((locale) => textsFor(locale)._(id)).filter((header) => header !== id);
  return [column.header, column.key, ...translated];
}

const quoted = (headers: string[]) => headers.map((header) => `“${header}”`).join(', ');

/**
 * Reads an import file: UTF-8 CSV with a header row. The file as a whole is refused (nothing of it
 * is checked further) when it is not CSV text, when its header names a column the kind does not
 * have, or lacks a required one, or when it holds more than 10,000 rows; otherwise each row is
 * checked on its own, and a row whose cells do not match the header is refused by itself.
 */
export function parseImportFile(kind: ImportKind, bytes: Buffer): ParsedImportFile {
  refuseBinary(bytes);
  const records = readRecords(decodeUtf8(bytes));
  const header = records[0]?.map((cell) => cell.trim()) ?? [];
  if (header.every((cell) => cell === '')) refuse('The file has no header row: its first row must name the columns.');

  const known = new Map<string, ImportColumn>();
  for (const column of importColumns[kind]) {
    for (const name of namesOf(kind, column)) known.set(headerKey(name), column);
  }
  const ignorable = new Map<string, { header: string; why: string }>();
  for (const column of columnsNotImported[kind]) {
    for (const name of namesOf(kind, column)) if (!known.has(headerKey(name))) ignorable.set(headerKey(name), column);
  }

  const indexOf = new Map<string, number>();
  const unknown: string[] = [];
  const unnamed: number[] = [];
  const repeated = new Set<string>();
  const ignoredColumns: { header: string; why: string }[] = [];
  header.forEach((name, index) => {
    if (name === '') return void unnamed.push(index + 1);
    const key = headerKey(name);
    const column = known.get(key);
    if (column) {
      if (indexOf.has(column.field)) repeated.add(column.header);
      else indexOf.set(column.field, index);
      return;
    }
    const ignored = ignorable.get(key);
    if (ignored) {
      if (!ignoredColumns.some((entry) => entry.header === ignored.header)) ignoredColumns.push({ header: ignored.header, why: ignored.why });
      return;
    }
    unknown.push(name);
  });

  // Every problem of the header at once, each a sentence of its own.
  const refusals: Sentence[] = [];
  if (unknown.length > 0) {
    refusals.push(
      new Sentence('{count, plural, one {Unknown column} other {Unknown columns}}: {unknown}. A file of {kind, select, cases {cases} other {money trails}} may have: {columns}.', {
        count: unknown.length,
        unknown: quoted(unknown.map((name) => name.slice(0, 60))),
        kind,
        columns: quoted(importColumns[kind].map((column) => column.header)),
      }),
    );
    if (kind === 'cases') refusals.push(new Sentence('A case’s victim is its e-mail address: a name, phone or country is the victim’s own to give when they make an account.'));
  }
  if (unnamed.length > 0) {
    refusals.push(
      new Sentence('{count, plural, one {Column {columns} has no header: name it or remove it.} other {Columns {columns} have no header: name them or remove them.}}', {
        count: unnamed.length,
        columns: unnamed.join(', '),
      }),
    );
  }
  if (repeated.size > 0) {
    refusals.push(
      new Sentence('{count, plural, one {{headers} appears more than once in the header.} other {{headers} appear more than once in the header.}}', {
        count: repeated.size,
        headers: quoted([...repeated]),
      }),
    );
  }
  const missing = importColumns[kind].filter((column) => column.required && !indexOf.has(column.field));
  if (missing.length > 0) {
    refusals.push(
      new Sentence('{count, plural, one {Missing required column: {headers}.} other {Missing required columns: {headers}.}}', {
        count: missing.length,
        headers: quoted(missing.map((column) => column.header)),
      }),
    );
  }
  if (refusals.length > 0) refuse(new Sentence('{refusals}', { refusals }));

  const columns = importColumns[kind].filter((column) => indexOf.has(column.field));
  const rows: FileRow[] = [];
  const problems: ImportProblem[] = [];
  for (let at = 1; at < records.length; at += 1) {
    const record = records[at]!;
    // A blank line, or a row of empty cells (spreadsheets leave them at the end), holds nothing.
    if (record.every((cell) => cell.trim() === '')) continue;
    if (rows.length + problems.length >= MAX_IMPORT_ROWS) {
      const total = records.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
      refuse(new Sentence('The file has {total, number} rows; at most {max, number} are imported at once. Please split it into smaller files.', { total, max: MAX_IMPORT_ROWS }));
    }
    const row = at + 1;
    if (record.length !== header.length) {
      problems.push({
        row,
        column: null,
        message: `This row has ${record.length} ${record.length === 1 ? 'cell' : 'cells'} where the header has ${header.length}: a comma too many or too few, or a cell holding a comma or line break that is not in quotes`,
      });
      continue;
    }
    const cells: Record<string, string> = {};
    for (const column of columns) cells[column.field] = cellText(record[indexOf.get(column.field)!]!);
    rows.push({ row, cells });
  }
  return { columns, ignoredColumns, rows, problems, rowCount: rows.length + problems.length };
}
