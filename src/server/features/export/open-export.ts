import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { pagingKeys, type ExportFormat, type ExportList } from '@shared/export/schema';
import { SOURCE_LOCALE } from '@shared/i18n/locales';
import type { Db } from '../../kernel/db/client';
import { cursorBatches } from '../../kernel/db/cursor-rows';
import { sessions } from '../../kernel/db/schema/index';
import type { Clock } from '../../dependencies';
import { AppError, schemaRefusal } from '../../kernel/errors';
import { FRESH_CONFIRMATION_REQUIRED, STAFF_ROLE_REQUIRED, isFresh, type StaffIdentity } from '../../kernel/plugins/access';
import { recordAudit, type Change } from '../audit/record-audit';
import { ownCasesScope } from '../incidents/case-staff';
import { copyCsvSelection, csvHeaderRow, csvLineSelection, selection, type ExportRow } from './export-columns';
import { copyCsvStream, inlinedSql, postgresClientOf } from './copy-csv';
import { exportSources } from './export-sources';
import { EXPORT_STALL_MS, exportStream } from './export-stream';

const EXPORT_AUDIT_ACTION = 'export.downloaded';

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export type OpenedExport = { filename: string; contentType: string; stream: Readable };

/** The list's query as its own route would read it, refused as its route would refuse it. */
function parseListQuery<Q>(schema: z.ZodType<Q>, raw: Record<string, unknown>): Q {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // The same words as a refusal by the route's own schema (plugins/error-handler.ts).
  throw schemaRefusal(parsed.error.issues[0]);
}

/** The filters as the audit log keeps them: what was asked for, without paging or blanks. */
function filtersOf(query: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).filter(
      ([key, value]) => value !== undefined && !(pagingKeys as readonly string[]).includes(key),
    ),
  );
}

/**
 * An admin's export holds everyone's records, so it asks that they proved who they are within the
 * last few minutes (issue 22), whichever address it is asked through: read here from the session
 * itself, so no route can leave the check out. Compared with the time now, as the access check
 * compares (plugins/access.ts).
 */
export async function requireFreshSession(deps: { db: Db; clock: Clock }, staff: StaffIdentity): Promise<void> {
  const [session] = await deps.db
    .select({ confirmedAt: sessions.confirmedAt })
    .from(sessions)
    .where(and(eq(sessions.id, staff.sessionId), eq(sessions.adminUserId, staff.adminId), isNull(sessions.revokedAt)))
    .limit(1);
  if (!session || !isFresh(session.confirmedAt, deps.clock())) throw new AppError('FRESH_CONFIRMATION_REQUIRED', FRESH_CONFIRMATION_REQUIRED);
}

/**
 * Every row of a staff list matching its filters (not only the page on screen), streamed from a
 * database cursor as CSV or JSON. Who may export a list is who may read it. The audit row records
 * the list, the format and the filters, never the rows (the log must not become a copy of the
 * data); it is written before the first row leaves, in a transaction of its own, because the rows
 * are read in a read-only one. An admin's export, of everyone, needs a fresh confirmation.
 */
export async function openExport(
  deps: { db: Db; clock: Clock },
  input: {
    list: ExportList;
    format: ExportFormat;
    query: Record<string, unknown>;
    staff: StaffIdentity;
    by: Change;
    /** The language of a CSV's header row (the asker's); English when not given. JSON keys never change. */
    locale?: string;
    /** Rows per FETCH through a cursor (JSON, and CSV on PGlite); tests make it small to cross batch boundaries. */
    batchSize?: number;
    stallMs?: number;
  },
): Promise<OpenedExport> {
  const source = exportSources[input.list];
  const parsed = parseListQuery(source.querySchema, input.query);
  if (source.access === 'admin' && input.staff.role !== 'admin') throw new AppError('STAFF_ROLE_REQUIRED', STAFF_ROLE_REQUIRED);
  source.authorize?.(input.staff, parsed);
  const query = source.prepare ? await source.prepare(deps.db, parsed, deps.clock()) : parsed;
  if (input.staff.role === 'admin') await requireFreshSession(deps, input.staff);

  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: input.by.actor,
      action: EXPORT_AUDIT_ACTION,
      entity: { type: 'export', id: input.list },
      after: { list: input.list, format: input.format, filters: filtersOf(query), ownCasesOnly: input.staff.role !== 'admin' && source.ownCasesOnly === true },
      ip: input.by.ip,
    });
  });

  const locale = input.locale ?? SOURCE_LOCALE;
  const day = deps.clock().toISOString().slice(0, 10);
  const opened = (stream: Readable): OpenedExport => ({ filename: `${input.list}-${day}.${input.format}`, contentType: contentTypes[input.format], stream });
  const ownCases = ownCasesScope(input.staff);

  // On a PostgreSQL server a CSV file is PostgreSQL's own COPY, passed on as bytes (copy-csv.ts).
  const client = input.format === 'csv' ? postgresClientOf(deps.db) : null;
  const selectText = client ? inlinedSql(source.rows(deps.db, query, copyCsvSelection(source.columns), ownCases, input.staff)) : null;
  if (client && selectText !== null) {
    const header = csvHeaderRow(source.columns, locale);
    return opened(await copyCsvStream(client, { selectText, header, stallMs: input.stallMs ?? EXPORT_STALL_MS }));
  }

  const select = input.format === 'csv' ? csvLineSelection(source.columns) : selection(source.columns);
  const batches = cursorBatches<ExportRow>(deps.db, source.rows(deps.db, query, select, ownCases, input.staff), { batchSize: input.batchSize });
  // The first batch before any byte is sent, so a failing query is answered with an error, not a
  // cut-off file; from here the stream must be read or destroyed, or the cursor stays open.
  const firstBatch = await batches.next();
  return opened(exportStream({ batches, firstBatch, format: input.format, columns: source.columns, locale, stallMs: input.stallMs }));
}
