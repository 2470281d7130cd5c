import { reportTypeLabels, type GeneratedReport, type ReportFilters, type ReportType } from '@shared/reports/staff-schema';
import type { Db } from '../../kernel/db/client';
import { reports } from '../../kernel/db/schema/index';
import type { Clock } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { getFeePercent } from '../settings/fee-percent';
import { describeFilters } from './describe-filters';
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
  const generatedBy = input.by.actor.label ?? 'staff';
  const row = await deps.db.transaction(
    async (tx) => {
      const data = await gatherReportData({ db: tx }, { type: input.type, filters: input.filters, feePercent });
      const [stored] = await tx
        .insert(reports)
        .values({
          type: input.type,
          name: `${reportTypeLabels[input.type]} report`,
          description: describeFilters(input.filters),
          status: 'completed',
          filters: input.filters,
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
    status: row.status,
    generatedAt: row.generatedAt.toISOString(),
    generatedBy: row.generatedBy,
    filters: input.filters,
  };
}
