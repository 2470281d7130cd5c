import { and, eq, sql } from 'drizzle-orm';
import { incidentListQuerySchema, type IncidentListQuery } from '@shared/incidents/staff-schema';
import type { ResponseTargets } from '@shared/incidents/response-clock';
import { fraudIncidents, platforms } from '../../../kernel/db/schema/index';
import { incidentFilter } from '../../incidents/list-staff-incidents';
import { responseTargets } from '../../incidents/response-targets';
import { caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// The case's flat facts; its timeline, team, financial data and required documents are documents
// of their own (the evidence pack), not cells.
const columns: ExportColumn[] = [
  { key: 'id', header: 'ID', kind: 'integer', value: fraudIncidents.id },
  { key: 'reference', header: 'Reference', kind: 'text', value: fraudIncidents.id, present: caseReferenceSql },
  { key: 'platform', header: 'Platform', kind: 'text', value: platforms.name },
  { key: 'victimEmail', header: 'Victim email', kind: 'text', value: fraudIncidents.victimEmail },
  { key: 'status', header: 'Status', kind: 'text', value: fraudIncidents.status },
  { key: 'fraudType', header: 'Fraud type', kind: 'text', value: fraudIncidents.fraudType },
  { key: 'lossAmount', header: 'Amount lost', kind: 'amount', value: fraudIncidents.lossAmount },
  // The loss's currency (issue 28): never a bare number a reader takes for dollars.
  { key: 'currency', header: 'Currency', kind: 'text', value: fraudIncidents.currency },
  { key: 'incidentDate', header: 'Incident date', kind: 'date', value: fraudIncidents.incidentDate },
  { key: 'websiteUrl', header: 'Website', kind: 'text', value: fraudIncidents.websiteUrl },
  { key: 'description', header: 'Description', kind: 'text', value: fraudIncidents.description },
  { key: 'confirmedAt', header: 'Confirmed', kind: 'datetime', value: fraudIncidents.confirmedAt },
  { key: 'confirmedVia', header: 'Confirmed through', kind: 'text', value: fraudIncidents.confirmedVia },
  { key: 'createdAt', header: 'Reported', kind: 'datetime', value: fraudIncidents.createdAt },
  { key: 'updatedAt', header: 'Last updated', kind: 'datetime', value: fraudIncidents.updatedAt },
  // Issue 26: the case's tags by name, in one cell ("Elderly; Urgent"), as the list shows them.
  {
    key: 'tags',
    header: 'Tags',
    kind: 'text',
    value: sql`(select string_agg(t.name, '; ' order by lower(t.name)) from case_tags ct join tags t on t.id = ct.tag_id where ct.incident_id = ${fraudIncidents.id})`,
  },
];

/**
 * Every match of the list's search and status, in its order: the list's cap of 200 is for paging
 * only. A caseworker's file holds only their own cases (D17).
 */
export const incidentsExport: ExportSource<IncidentListQuery & { clock?: { targets: ResponseTargets; now: Date } }> = {
  querySchema: incidentListQuerySchema,
  access: 'staff',
  ownCasesOnly: true,
  columns,
  // A "due" filter or sort is judged by the targets in settings, at the moment of the export.
  async prepare(db, query, now) {
    return query.due || query.sort === 'due' ? { ...query, clock: { targets: await responseTargets(db), now } } : query;
  },
  rows(db, query, select, ownCases, asker) {
    const { where, orderBy } = incidentFilter(query, asker.adminId);
    return db
      .select(select)
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      .where(ownCases ? and(where, ownCases(fraudIncidents.id)) : where)
      .orderBy(...orderBy)
      .getSQL();
  },
};
