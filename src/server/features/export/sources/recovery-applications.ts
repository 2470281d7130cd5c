import { and, sql } from 'drizzle-orm';
import { applicationListQuerySchema, type ApplicationListQuery } from '@shared/applications/staff-schema';
import { recoveryApplications } from '../../../kernel/db/schema/index';
import { applicationFilter } from '../../applications/list-staff-applications';
import { applicationReferenceSql, caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';
import { placesSql } from '@shared/money/currencies';

// D16: the amount in its currency's places ('1500.05' USD, '500000' JPY), as the screens show it;
// the column keeps 2 places for every currency. The places come from our table, not from input.
const inItsPlaces = sql`round(${recoveryApplications.lossAmount}, ${sql.raw(placesSql('recovery_applications.currency'))})`;

const columns: ExportColumn[] = [
  { key: 'id', header: (i18n) => i18n._({ id: 'csv.recovery-applications.id', message: 'ID' }), kind: 'integer', value: recoveryApplications.id },
  { key: 'recoveryId', header: (i18n) => i18n._({ id: 'csv.recovery-applications.recoveryId', message: 'Reference' }), kind: 'text', value: recoveryApplications.id, present: applicationReferenceSql },
  { key: 'fullName', header: (i18n) => i18n._({ id: 'csv.recovery-applications.fullName', message: 'Full name' }), kind: 'text', value: recoveryApplications.fullName },
  { key: 'email', header: (i18n) => i18n._({ id: 'csv.recovery-applications.email', message: 'Email' }), kind: 'text', value: recoveryApplications.email },
  { key: 'phone', header: (i18n) => i18n._({ id: 'csv.recovery-applications.phone', message: 'Phone' }), kind: 'text', value: recoveryApplications.phone },
  { key: 'country', header: (i18n) => i18n._({ id: 'csv.recovery-applications.country', message: 'Country' }), kind: 'text', value: recoveryApplications.country },
  { key: 'platformName', header: (i18n) => i18n._({ id: 'csv.recovery-applications.platformName', message: 'Platform' }), kind: 'text', value: recoveryApplications.platformName },
  { key: 'fraudType', header: (i18n) => i18n._({ id: 'csv.recovery-applications.fraudType', message: 'Fraud type' }), kind: 'text', value: recoveryApplications.fraudType },
  { key: 'lossAmount', header: (i18n) => i18n._({ id: 'csv.recovery-applications.lossAmount', message: 'Amount lost' }), kind: 'amount', value: inItsPlaces },
  // The loss's currency, as the applicant chose it (issue 28).
  { key: 'currency', header: (i18n) => i18n._({ id: 'csv.recovery-applications.currency', message: 'Currency' }), kind: 'text', value: recoveryApplications.currency },
  { key: 'dateOfIncident', header: (i18n) => i18n._({ id: 'csv.recovery-applications.dateOfIncident', message: 'Incident date' }), kind: 'date', value: recoveryApplications.incidentDate },
  { key: 'status', header: (i18n) => i18n._({ id: 'csv.recovery-applications.status', message: 'Status' }), kind: 'text', value: recoveryApplications.status },
  { key: 'description', header: (i18n) => i18n._({ id: 'csv.recovery-applications.description', message: 'Description' }), kind: 'text', value: recoveryApplications.incidentDescription },
  { key: 'contactedPolice', header: (i18n) => i18n._({ id: 'csv.recovery-applications.contactedPolice', message: 'Contacted police' }), kind: 'boolean', value: recoveryApplications.contactedPolice },
  { key: 'contactedBank', header: (i18n) => i18n._({ id: 'csv.recovery-applications.contactedBank', message: 'Contacted bank' }), kind: 'boolean', value: recoveryApplications.contactedBank },
  { key: 'contactedPlatform', header: (i18n) => i18n._({ id: 'csv.recovery-applications.contactedPlatform', message: 'Contacted platform' }), kind: 'boolean', value: recoveryApplications.contactedPlatform },
  { key: 'emailVerifiedAt', header: (i18n) => i18n._({ id: 'csv.recovery-applications.emailVerifiedAt', message: 'Email verified' }), kind: 'datetime', value: recoveryApplications.emailVerifiedAt },
  { key: 'incident', header: (i18n) => i18n._({ id: 'csv.recovery-applications.incident', message: 'Case' }), kind: 'text', value: recoveryApplications.incidentId, present: caseReferenceSql },
  { key: 'adminNotes', header: (i18n) => i18n._({ id: 'csv.recovery-applications.adminNotes', message: 'Admin notes' }), kind: 'text', value: recoveryApplications.adminNotes },
  { key: 'createdAt', header: (i18n) => i18n._({ id: 'csv.recovery-applications.createdAt', message: 'Submitted' }), kind: 'datetime', value: recoveryApplications.submittedAt },
  { key: 'updatedAt', header: (i18n) => i18n._({ id: 'csv.recovery-applications.updatedAt', message: 'Last updated' }), kind: 'datetime', value: recoveryApplications.updatedAt },
];

export const recoveryApplicationsExport: ExportSource<ApplicationListQuery> = {
  querySchema: applicationListQuerySchema,
  access: 'staff',
  ownCasesOnly: true,
  columns,
  rows(db, query, select, ownCases) {
    const { where, orderBy } = applicationFilter(query);
    const scoped = ownCases ? and(where, ownCases(recoveryApplications.incidentId)) : where;
    return db.select(select).from(recoveryApplications).where(scoped).orderBy(...orderBy).getSQL();
  },
};
