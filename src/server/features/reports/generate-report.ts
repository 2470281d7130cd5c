import { eq } from 'drizzle-orm';
import { SOURCE_LOCALE } from '@shared/i18n/locales';
import { reportTypeLabels, type GeneratedReport, type ReportFilters, type ReportType } from '@shared/reports/staff-schema';
import type { Db } from '../../kernel/db/client';
import { reports, tags } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { textsFor } from '../../kernel/texts/texts';
import type { Clock } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { getFeePercent } from '../settings/fee-percent';
import { describeFilters, filtersToKeep } from './describe-filters';
import { gatherReportData } from './gather-report-data';

/**
 * Counts the figures of a report as the data stands now and stores them with it, so its PDF shows
 * the same numbers whenever it is downloaded. One snapshot (repeatable read): every table of one
 * report agrees with the others even while cases change.
 */
export async function generateReport(
  deps: { db: Db; clock: Clock },
  input: { type: ReportType; filters: ReportFilters; by: Change },
): Promise<GeneratedReport> {
  const feePercent = await getFeePercent(deps.db);
  // The tag's name as it is now is kept with the filters, and outlives a renamed or deleted tag.
  const tagName = input.filters.tag === undefined ? undefined : await tagNameOf(deps.db, input.filters.tag);
  const covers = { filters: input.filters, tagName: tagName ?? null };
  const generatedBy = input.by.actor.label ?? 'staff';
  const row = await deps.db.transaction(
    async (tx) => {
      const data = await gatherReportData({ db: tx }, { type: input.type, filters: input.filters, feePercent });
      const [stored] = await tx
        .insert(reports)
        .values({
          type: input.type,
          name: `${reportTypeLabels[input.type]} report`,
          // In English, for the list's search; every reader is shown `covers` in their own language.
          description: describeFilters(covers, textsFor(SOURCE_LOCALE), SOURCE_LOCALE),
          status: 'completed',
          filters: filtersToKeep(input.filters, tagName),
          data,
          generatedAt: deps.clock(),
          generatedBy,
        })
        .returning();
      await recordAudit(tx, {
        actor: input.by.actor,
        action: 'report.generated',
        entity: { type: 'report', id: stored!.id },
        after: { type: input.type, filters: input.filters },
        ip: input.by.ip,
      });
      return stored!;
    },
    { isolationLevel: 'repeatable read' },
  );
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    covers,
    status: row.status,
    generatedAt: row.generatedAt.toISOString(),
    generatedBy: row.generatedBy,
    filters: input.filters,
  };
}

async function tagNameOf(db: Db, id: number): Promise<string> {
  const [tag] = await db.select({ name: tags.name }).from(tags).where(eq(tags.id, id));
  if (!tag) throw new AppError('TAG_UNKNOWN', 'This tag no longer exists. Reload the page to see the tags there are.');
  return tag.name;
}
