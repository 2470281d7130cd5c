import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatCaseReference } from '@shared/format/case-reference';
import { inCurrencyPlaces } from '@shared/money-trails/amount';
import { observableKey } from '@shared/money-trails/observable-key';
import {
  caseImportRowSchema,
  cellReaders,
  trailImportRowSchema,
  type CaseImportRow,
  type ImportKind,
  type ImportProblem,
  type TrailImportRow,
} from '@shared/imports/schema';
import type { Db, Tx } from '../../kernel/db/client';
import { fraudIncidents, moneyTrails, platforms } from '../../kernel/db/schema/index';
import { parseImportFile, type ParsedImportFile } from './parse-import-file';

export const REQUIRED_CELL_MESSAGE = 'Required, but the cell is empty';
const CASE_REFERENCE_MESSAGE = 'Write the case’s reference, like FR-000123';
const AMOUNT_HINT = ' (write it without currency signs or thousands separators, like 1500.00)';

type Good<T> = { row: number; value: T };

/** What a file would import, and what it refuses with why; nothing is written by checking. */
export type CheckedImport = {
  ignoredColumns: ParsedImportFile['ignoredColumns'];
  rowCount: number;
  problems: ImportProblem[];
  /** Cases: the platform names Haven does not know yet. */
  newPlatforms: string[];
  /** Exactly what the admin saw: the file and the rows it would import. */
  digest: string;
} & ({ kind: 'cases'; good: Good<CaseImportRow>[] } | { kind: 'money-trails'; good: Good<TrailImportRow>[] });

/** Each row by the form's own rules; a row with any problem is refused whole, with every reason. */
function checkCells<T>(kind: ImportKind, schema: z.ZodType<T>, parsed: ParsedImportFile): { good: Good<T>[]; problems: ImportProblem[] } {
  const headerOf = new Map(parsed.columns.map((column) => [column.field, column.header]));
  const orderOf = (header: string | null) => (header === null ? parsed.columns.length : parsed.columns.findIndex((column) => column.header === header));
  const good: Good<T>[] = [];
  const problems: ImportProblem[] = [];
  for (const { row, cells } of parsed.rows) {
    const input: Record<string, string> = {};
    const rowProblems: ImportProblem[] = [];
    for (const column of parsed.columns) {
      const text = cells[column.field]!;
      if (text.trim() === '') {
        // An empty optional cell is left out, so the form's default applies (Status: open).
        if (column.required) rowProblems.push({ row, column: column.header, message: REQUIRED_CELL_MESSAGE });
        continue;
      }
      input[column.field] = cellReaders[kind][column.field]?.(text) ?? text;
    }
    const parsedRow = schema.safeParse(input);
    if (!parsedRow.success) {
      for (const issue of parsedRow.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = headerOf.get(field) ?? null;
        // One reason per cell, the first, as the form shows one message per field (an empty
        // required cell is said once, not again in the form's words).
        if (column && rowProblems.some((problem) => problem.column === column)) continue;
        let message = field === 'incidentId' ? CASE_REFERENCE_MESSAGE : issue.message;
        if (field === 'amount' && /[,$€£¥\s]/.test(cells[field] ?? '')) message += AMOUNT_HINT;
        rowProblems.push({ row, column, message });
      }
    }
    // In the order of the columns, as a person reads the row.
    if (rowProblems.length > 0) problems.push(...rowProblems.sort((a, b) => orderOf(a.column) - orderOf(b.column)));
    else if (parsedRow.success) good.push({ row, value: parsedRow.data });
  }
  return { good, problems };
}

const SAME_CASE = 'the same victim e-mail, platform and incident date';
const caseKey = (email: string, platform: string, day: string) => `${email.toLowerCase()}\u0000${platform.toLowerCase()}\u0000${day}`;
const IN_CHUNKS = 5_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += IN_CHUNKS) out.push(items.slice(start, start + IN_CHUNKS));
  return out;
}

/**
 * Cases: a row with the same victim e-mail, platform and incident date as an earlier row, or as a
 * case already in Haven, is refused as a likely duplicate (a second real case of that kind is rare,
 * and an admin adds it by hand; a file imported twice would otherwise double a caseload).
 */
async function checkCases(db: Db | Tx, rows: Good<CaseImportRow>[]) {
  const problems: ImportProblem[] = [];
  const emails = [...new Set(rows.map((row) => row.value.victimEmail.toLowerCase()))];
  const existing = new Map<string, number>();
  for (const part of chunks(emails)) {
    const found = await db
      .select({ id: fraudIncidents.id, email: fraudIncidents.victimEmail, platform: platforms.name, day: fraudIncidents.incidentDate })
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      .where(and(inArray(sql`lower(${fraudIncidents.victimEmail})`, part), isNull(fraudIncidents.mergedIntoId)))
      .orderBy(fraudIncidents.id);
    for (const incident of found) {
      const key = caseKey(incident.email, incident.platform, incident.day);
      if (!existing.has(key)) existing.set(key, incident.id);
    }
  }
  const firstRow = new Map<string, number>();
  const good: Good<CaseImportRow>[] = [];
  for (const row of rows) {
    const key = caseKey(row.value.victimEmail, row.value.platformName, row.value.incidentDate);
    const inHaven = existing.get(key);
    const earlier = firstRow.get(key);
    if (inHaven !== undefined) problems.push({ row: row.row, column: null, message: `Likely already in Haven as ${formatCaseReference(inHaven)}: ${SAME_CASE}` });
    else if (earlier !== undefined) problems.push({ row: row.row, column: null, message: `Likely the same case as row ${earlier}: ${SAME_CASE}` });
    else {
      firstRow.set(key, row.row);
      good.push(row);
    }
  }
  // Platform names Haven does not know yet, as first written in the file.
  const names = new Map<string, string>();
  for (const row of good) if (!names.has(row.value.platformName.toLowerCase())) names.set(row.value.platformName.toLowerCase(), row.value.platformName);
  const known = new Set<string>();
  for (const part of chunks([...names.keys()])) {
    const found = await db.select({ name: platforms.name }).from(platforms).where(inArray(sql`lower(${platforms.name})`, part));
    for (const platform of found) known.add(platform.name.toLowerCase());
  }
  const newPlatforms = [...names].filter(([lower]) => !known.has(lower)).map(([, name]) => name);
  return { good, problems, newPlatforms };
}

/** A transfer's facts as compared for duplicates: the same case, kind, amount, accounts, time and chain transaction. */
function trailKey(trail: { incidentId: number; transactionType: string; amount: string; currency: string; fromAccount: string | null | undefined; toAccount: string; transactionDate: Date; blockchainTx: string | null | undefined }) {
  const account = (value: string | null | undefined) => observableKey(value) ?? (value ?? '').trim().toLowerCase();
  return [
    trail.incidentId,
    trail.transactionType,
    trail.currency,
    inCurrencyPlaces(trail.amount.replace(/^0+(?=\d)/, ''), trail.currency),
    account(trail.fromAccount),
    account(trail.toAccount),
    trail.transactionDate.getTime(),
    account(trail.blockchainTx),
  ].join('\u0000');
}

const SAME_TRANSFER = 'the same case, type, amount, currency, accounts, date and blockchain transaction';

/**
 * Money trails: the case must be in Haven (and not a duplicate merged into another); a trail with
 * every fact the same as an earlier row's, or as a trail the case already has, is refused as the
 * same transfer recorded twice (a file imported twice would otherwise double the money).
 */
async function checkTrails(db: Db | Tx, rows: Good<TrailImportRow>[]) {
  const problems: ImportProblem[] = [];
  const ids = [...new Set(rows.map((row) => row.value.incidentId))];
  const cases = new Map<number, number | null>();
  const existing = new Set<string>();
  for (const part of chunks(ids)) {
    const found = await db.select({ id: fraudIncidents.id, mergedIntoId: fraudIncidents.mergedIntoId }).from(fraudIncidents).where(inArray(fraudIncidents.id, part));
    for (const incident of found) cases.set(incident.id, incident.mergedIntoId);
    const trails = await db
      .select({
        incidentId: moneyTrails.incidentId,
        transactionType: moneyTrails.transactionType,
        amount: moneyTrails.amount,
        currency: moneyTrails.currency,
        fromAccount: moneyTrails.fromAccount,
        toAccount: moneyTrails.toAccount,
        transactionDate: moneyTrails.transactionDate,
        blockchainTx: moneyTrails.blockchainTx,
      })
      .from(moneyTrails)
      .where(inArray(moneyTrails.incidentId, part));
    for (const trail of trails) existing.add(trailKey(trail));
  }
  const firstRow = new Map<string, number>();
  const good: Good<TrailImportRow>[] = [];
  for (const row of rows) {
    const { incidentId } = row.value;
    if (!cases.has(incidentId)) {
      problems.push({ row: row.row, column: 'Case', message: `There is no case ${formatCaseReference(incidentId)} in Haven` });
      continue;
    }
    const mergedInto = cases.get(incidentId);
    if (mergedInto) {
      problems.push({ row: row.row, column: 'Case', message: `${formatCaseReference(incidentId)} was merged into ${formatCaseReference(mergedInto)}: name ${formatCaseReference(mergedInto)} instead` });
      continue;
    }
    const key = trailKey({ ...row.value, transactionDate: new Date(row.value.transactionDate) });
    const earlier = firstRow.get(key);
    if (existing.has(key)) problems.push({ row: row.row, column: null, message: `Likely already recorded on ${formatCaseReference(incidentId)}: ${SAME_TRANSFER}` });
    else if (earlier !== undefined) problems.push({ row: row.row, column: null, message: `Likely the same transfer as row ${earlier}: ${SAME_TRANSFER}` });
    else {
      firstRow.set(key, row.row);
      good.push(row);
    }
  }
  return { good, problems, newPlatforms: [] as string[] };
}

const digestOf = (kind: ImportKind, sha256: string, rows: readonly { row: number }[]) =>
  createHash('sha256')
    .update(JSON.stringify([kind, sha256, rows.map((row) => row.row)]))
    .digest('hex');

/** A file read and each row checked by the form's rules: no database needed. */
export type ShapedImport = { ignoredColumns: ParsedImportFile['ignoredColumns']; rowCount: number; sha256: string; fileProblems: ImportProblem[] } & (
  | { kind: 'cases'; cells: { good: Good<CaseImportRow>[]; problems: ImportProblem[] } }
  | { kind: 'money-trails'; cells: { good: Good<TrailImportRow>[]; problems: ImportProblem[] } }
);

/** Reads the file and checks each row by the form's rules. Pure work, done outside any transaction. */
export function shapeImport(input: { kind: ImportKind; bytes: Buffer; sha256: string }): ShapedImport {
  const parsed = parseImportFile(input.kind, input.bytes);
  const common = { ignoredColumns: parsed.ignoredColumns, rowCount: parsed.rowCount, sha256: input.sha256, fileProblems: parsed.problems };
  return input.kind === 'cases'
    ? { ...common, kind: 'cases', cells: checkCells(input.kind, caseImportRowSchema, parsed) }
    : { ...common, kind: 'money-trails', cells: checkCells(input.kind, trailImportRowSchema, parsed) };
}

/**
 * The rows that passed the form's rules, checked against Haven's records (`db`: inside the import's
 * transaction, the records as that transaction sees them). Writes nothing.
 */
export async function checkAgainstRecords(db: Db | Tx, shaped: ShapedImport): Promise<CheckedImport> {
  const common = { ignoredColumns: shaped.ignoredColumns, rowCount: shaped.rowCount };
  const byRow = (a: ImportProblem, b: ImportProblem) => a.row - b.row;
  if (shaped.kind === 'cases') {
    const records = await checkCases(db, shaped.cells.good);
    const problems = [...shaped.fileProblems, ...shaped.cells.problems, ...records.problems].sort(byRow);
    return { ...common, kind: 'cases', good: records.good, problems, newPlatforms: records.newPlatforms, digest: digestOf(shaped.kind, shaped.sha256, records.good) };
  }
  const records = await checkTrails(db, shaped.cells.good);
  const problems = [...shaped.fileProblems, ...shaped.cells.problems, ...records.problems].sort(byRow);
  return { ...common, kind: 'money-trails', good: records.good, problems, newPlatforms: [], digest: digestOf(shaped.kind, shaped.sha256, records.good) };
}

/** How many rows a check refused: a row counts once, however many reasons it has. */
export const refusedRows = (problems: readonly ImportProblem[]) => new Set(problems.map((problem) => problem.row)).size;
