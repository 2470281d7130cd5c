import { and } from 'drizzle-orm';
import { applicationListQuerySchema, type ApplicationListQuery } from '@shared/applications/staff-schema';
import { recoveryApplications } from '../../../kernel/db/schema/index';
import { applicationFilter } from '../../applications/list-staff-applications';
import { applicationReferenceSql, caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

const columns: ExportColumn[] = [
  { key: 'id', header: 'ID', kind: 'integer', value: recoveryApplications.id },
  { key: 'recoveryId', header: 'Reference', kind: 'text', value: recoveryApplications.id, present: applicationReferenceSql },
  { key: 'fullName', header: 'Full name', kind: 'text', value: recoveryApplications.fullName },
  { key: 'email', header: 'Email', kind: 'text', value: recoveryApplications.email },
  { key: 'phone', header: 'Phone', kind: 'text', value: recoveryApplications.phone },
  { key: 'country', header: 'Country', kind: 'text', value: recoveryApplications.country },
  { key: 'platformName', header: 'Platform', kind: 'text', value: recoveryApplications.platformName },
  { key: 'fraudType', header: 'Fraud type', kind: 'text', value: recoveryApplications.fraudType },
  { key: 'lossAmount', header: 'Amount lost', kind: 'amount', value: recoveryApplications.lossAmount },
  // The loss's currency, as the applicant chose it (issue 28).
  { key: 'currency', header: 'Currency', kind: 'text', value: recoveryApplications.currency },
  { key: 'dateOfIncident', header: 'Incident date', kind: 'date', value: recoveryApplications.incidentDate },
  { key: 'status', header: 'Status', kind: 'text', value: recoveryApplications.status },
  { key: 'description', header: 'Description', kind: 'text', value: recoveryApplications.incidentDescription },
  { key: 'contactedPolice', header: 'Contacted police', kind: 'boolean', value: recoveryApplications.contactedPolice },
  { key: 'contactedBank', header: 'Contacted bank', kind: 'boolean', value: recoveryApplications.contactedBank },
  { key: 'contactedPlatform', header: 'Contacted platform', kind: 'boolean', value: recoveryApplications.contactedPlatform },
  { key: 'emailVerifiedAt', header: 'Email verified', kind: 'datetime', value: recoveryApplications.emailVerifiedAt },
  { key: 'incident', header: 'Case', kind: 'text', value: recoveryApplications.incidentId, present: caseReferenceSql },
  { key: 'adminNotes', header: 'Admin notes', kind: 'text', value: recoveryApplications.adminNotes },
  { key: 'createdAt', header: 'Submitted', kind: 'datetime', value: recoveryApplications.submittedAt },
  { key: 'updatedAt', header: 'Last updated', kind: 'datetime', value: recoveryApplications.updatedAt },
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
