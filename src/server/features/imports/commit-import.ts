import { inArray, sql } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import type { CaseImportRow, ImportKind, ImportResult, TrailImportRow } from '@shared/imports/schema';
import type { Tx } from '../../kernel/db/client';
import { fraudIncidents, moneyTrails, platforms } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { recordAudit, recordAudits, type AuditEntry, type Change } from '../audit/record-audit';
import { presentStaffIncident } from '../incidents/present-staff-incident';
import { presentStaffMoneyTrail } from '../money-trails/present-staff-money-trail';
import { checkAgainstRecords, refusedRows, shapeImport } from './check-import';

export const PREVIEW_STALE_MESSAGE =
  'The file or Haven’s records changed since the preview, so the rows to import are no longer the ones shown. Nothing was imported: look at the new preview, then import.';
export const NOTHING_TO_IMPORT_MESSAGE = 'Nothing to import: every row of the file was refused.';

/** Rows per insert statement: well under the 65,535 values a statement may carry. */
const ROWS_PER_STATEMENT = 500;

type Good<T> = { row: number; value: T };
type FileFacts = { fileName: string; sha256: string };

async function insertInChunks<T, R>(rows: readonly T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) out.push(...(await insert(rows.slice(start, start + ROWS_PER_STATEMENT))));
  return out;
}

/** Every platform the rows name, by lower-case name: the known ones, and the new ones added now. */
async function platformsFor(tx: Tx, rows: Good<CaseImportRow>[]) {
  const named = new Map<string, string>();
  for (const { value } of rows) if (!named.has(value.platformName.toLowerCase())) named.set(value.platformName.toLowerCase(), value.platformName);
  const byName = new Map<string, { id: number; name: string }>();
  const read = async (names: string[]) => {
    for (let start = 0; start < names.length; start += 5_000) {
      const found = await tx.select({ id: platforms.id, name: platforms.name }).from(platforms).where(inArray(sql`lower(${platforms.name})`, names.slice(start, start + 5_000)));
      for (const platform of found) byName.set(platform.name.toLowerCase(), platform);
    }
  };
  await read([...named.keys()]);
  const missing = [...named].filter(([lower]) => !byName.has(lower)).map(([, name]) => name);
  // The unique index on lower(name) decides a race with someone adding the same platform now.
  const created = await insertInChunks(missing, (chunk) =>
    tx
      .insert(platforms)
      .values(chunk.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: platforms.id, name: platforms.name }),
  );
  if (created.length < missing.length) await read(missing.map((name) => name.toLowerCase()));
  for (const platform of created) byName.set(platform.name.toLowerCase(), platform);
  return { byName, created: new Set(created.map((platform) => platform.id)) };
}

async function importCases(tx: Tx, input: { rows: Good<CaseImportRow>[]; vouched: boolean; now: Date; by: Change; file: FileFacts }) {
  const { byName, created } = await platformsFor(tx, input.rows);
  const incidents = await insertInChunks(input.rows, (chunk) =>
    tx
      .insert(fraudIncidents)
      .values(
        chunk.map(({ value }) => ({
          platformId: byName.get(value.platformName.toLowerCase())!.id,
          victimEmail: value.victimEmail,
          lossAmount: value.amount,
          currency: value.currency,
          incidentDate: value.incidentDate,
          status: value.status,
          fraudType: value.fraudType ?? null,
          websiteUrl: value.websiteUrl || null,
          description: value.description === '' ? null : value.description,
          // D18: confirmed only on the organisation's word that these victims gave it these
          // addresses themselves; otherwise unconfirmed, until staff confirm each case.
          confirmedAt: input.vouched ? input.now : null,
          confirmedVia: input.vouched ? ('staff' as const) : null,
        })),
      )
      .returning(),
  );
  const audits: AuditEntry[] = incidents.map((incident, i) => {
    const platform = byName.get(input.rows[i]!.value.platformName.toLowerCase())!;
    const row = presentStaffIncident(incident, platform);
    return {
      actor: input.by.actor,
      action: 'incident.imported',
      entity: { type: 'fraud_incident', id: incident.id },
      // As a case made by hand records itself, with the file and row it came from.
      after: { ...row.incident, platform: row.platform, platformCreated: created.has(platform.id), import: { ...input.file, row: input.rows[i]!.row } },
      ip: input.by.ip,
    };
  });
  await recordAudits(tx, audits);
  const platformsCreated = [...byName.values()].filter((platform) => created.has(platform.id)).map((platform) => platform.name);
  return { records: incidents.map((incident, i) => ({ row: input.rows[i]!.row, id: incident.id, reference: formatCaseReference(incident.id) })), platformsCreated };
}

async function importTrails(tx: Tx, input: { rows: Good<TrailImportRow>[]; by: Change; file: FileFacts }) {
  const trails = await insertInChunks(input.rows, (chunk) =>
    tx
      .insert(moneyTrails)
      .values(
        chunk.map(({ value }) => ({
          incidentId: value.incidentId,
          transactionType: value.transactionType,
          amount: value.amount,
          currency: value.currency,
          fromAccount: value.fromAccount ?? null,
          toAccount: value.toAccount,
          transactionDate: new Date(value.transactionDate),
          description: value.description ?? null,
          status: value.status,
          blockchainTx: value.blockchainTx ?? null,
        })),
      )
      .returning(),
  );
  await recordAudits(
    tx,
    trails.map((trail, i) => {
      const { createdAt: _created, updatedAt: _updated, ...after } = presentStaffMoneyTrail(trail);
      return {
        actor: input.by.actor,
        action: 'money_trail.imported',
        entity: { type: 'money_trail', id: trail.id },
        after: { ...after, import: { ...input.file, row: input.rows[i]!.row } },
        ip: input.by.ip,
      };
    }),
  );
  return { records: trails.map((trail, i) => ({ row: input.rows[i]!.row, id: trail.id, reference: formatCaseReference(trail.incidentId) })), platformsCreated: [] as string[] };
}

/**
 * `POST /api/admin/imports`: imports every good row of the file the admin previewed, in one
 * transaction: if anything fails while writing, nothing is kept. The rows are checked again inside
 * it, under a lock that one import at a time holds (so two imports of one file cannot both pass the
 * duplicate check), and the import goes ahead only if they are still exactly the rows the preview
 * showed. One audit row for the import (file name, SHA-256, counts), and one per record as when it
 * is made by hand. Nothing is sent: no e-mail to a victim (D18, D19), no webhook (an existing
 * caseload moving in is not news to an integration), no account made.
 */
export async function commitImport(
  deps: Pick<Dependencies, 'db' | 'clock'>,
  input: { kind: ImportKind; fileName: string; bytes: Buffer; sha256: string; previewDigest: string; vouched: boolean; by: Change },
): Promise<ImportResult> {
  // The file is read and each row checked by the form's rules before the transaction begins.
  const shaped = shapeImport(input);
  const now = deps.clock();
  const file = { fileName: input.fileName, sha256: input.sha256 };
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('caseload-import'))`);
    const checked = await checkAgainstRecords(tx, shaped);
    if (checked.digest !== input.previewDigest) throw new AppError('IMPORT_PREVIEW_STALE', PREVIEW_STALE_MESSAGE);
    if (checked.good.length === 0) throw new AppError('VALIDATION_FAILED', NOTHING_TO_IMPORT_MESSAGE);
    const vouched = checked.kind === 'cases' && input.vouched;
    const done =
      checked.kind === 'cases'
        ? await importCases(tx, { rows: checked.good, vouched, now, by: input.by, file })
        : await importTrails(tx, { rows: checked.good, by: input.by, file });
    const refused = refusedRows(checked.problems);
    await recordAudit(tx, {
      actor: input.by.actor,
      action: checked.kind === 'cases' ? 'import.cases' : 'import.money_trails',
      entity: { type: 'import', id: input.sha256 },
      after: {
        ...file,
        kind: checked.kind,
        rows: checked.rowCount,
        imported: done.records.length,
        refused,
        // D18: whether the admin vouched that these victims gave the organisation their addresses.
        ...(checked.kind === 'cases' ? { vouched, platformsCreated: done.platformsCreated.length } : {}),
      },
      ip: input.by.ip,
    });
    return {
      kind: checked.kind,
      ...file,
      imported: done.records.length,
      refused,
      confirmed: checked.kind === 'cases' ? vouched : null,
      platformsCreated: done.platformsCreated,
      problems: checked.problems,
      records: done.records,
    };
  });
}
