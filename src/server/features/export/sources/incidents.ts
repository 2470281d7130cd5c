import { and, eq, sql } from 'drizzle-orm';
import { incidentListQuerySchema, type IncidentListQuery } from '@shared/incidents/staff-schema';
import type { ResponseTargets } from '@shared/incidents/response-clock';
import { fraudIncidents, platforms } from '../../../kernel/db/schema/index';
import { incidentFilter } from '../../incidents/list-staff-incidents';
import { responseTargets } from '../../incidents/response-targets';
import { caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';
import { placesSql } from '@shared/money/currencies';

// D16: the amount in its currency's places ('1500.05' USD, '500000' JPY), as the screens show it;
// the column keeps 2 places for every currency. The places come from our table, not from input.
const inItsPlaces = sql`round(${fraudIncidents.lossAmount}, ${sql.raw(placesSql('fraud_incidents.currency'))})`;

// The case's flat facts; its timeline, team, financial data and required documents are documents
// of their own (the evidence pack), not cells.
const columns: ExportColumn[] = [
  { key: 'id', header: (i18n) => i18n._({ id: 'csv.incidents.id', message: 'ID' }), kind: 'integer', value: fraudIncidents.id },
  { key: 'reference', header: (i18n) => i18n._({ id: 'csv.incidents.reference', message: 'Reference' }), kind: 'text', value: fraudIncidents.id, present: caseReferenceSql },
  { key: 'platform', header: (i18n) => i18n._({ id: 'csv.incidents.platform', message: 'Platform' }), kind: 'text', value: platforms.name },
  { key: 'victimEmail', header: (i18n) => i18n._({ id: 'csv.incidents.victimEmail', message: 'Victim email' }), kind: 'text', value: fraudIncidents.victimEmail },
  { key: 'status', header: (i18n) => i18n._({ id: 'csv.incidents.status', message: 'Status' }), kind: 'text', value: fraudIncidents.status },
  { key: 'fraudType', header: (i18n) => i18n._({ id: 'csv.incidents.fraudType', message: 'Fraud type' }), kind: 'text', value: fraudIncidents.fraudType },
  { key: 'lossAmount', header: (i18n) => i18n._({ id: 'csv.incidents.lossAmount', message: 'Amount lost' }), kind: 'amount', value: inItsPlaces },
  // The loss's currency (issue 28): never a bare number a reader takes for dollars.
  { key: 'currency', header: (i18n) => i18n._({ id: 'csv.incidents.currency', message: 'Currency' }), kind: 'text', value: fraudIncidents.currency },
  { key: 'incidentDate', header: (i18n) => i18n._({ id: 'csv.incidents.incidentDate', message: 'Incident date' }), kind: 'date', value: fraudIncidents.incidentDate },
  { key: 'websiteUrl', header: (i18n) => i18n._({ id: 'csv.incidents.websiteUrl', message: 'Website' }), kind: 'text', value: fraudIncidents.websiteUrl },
  { key: 'description', header: (i18n) => i18n._({ id: 'csv.incidents.description', message: 'Description' }), kind: 'text', value: fraudIncidents.description },
  { key: 'confirmedAt', header: (i18n) => i18n._({ id: 'csv.incidents.confirmedAt', message: 'Confirmed' }), kind: 'datetime', value: fraudIncidents.confirmedAt },
  { key: 'confirmedVia', header: (i18n) => i18n._({ id: 'csv.incidents.confirmedVia', message: 'Confirmed through' }), kind: 'text', value: fraudIncidents.confirmedVia },
  { key: 'createdAt', header: (i18n) => i18n._({ id: 'csv.incidents.createdAt', message: 'Reported' }), kind: 'datetime', value: fraudIncidents.createdAt },
  { key: 'updatedAt', header: (i18n) => i18n._({ id: 'csv.incidents.updatedAt', message: 'Last updated' }), kind: 'datetime', value: fraudIncidents.updatedAt },
  // Issue 26: the case's tags by name, in one cell ("Elderly; Urgent"), as the list shows them.
  {
    key: 'tags',
    header: (i18n) => i18n._({ id: 'csv.incidents.tags', message: 'Tags' }),
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
