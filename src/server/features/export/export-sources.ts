import type { ExportList } from '@shared/export/schema';
import type { ExportSource } from './export-source';
import { auditLogExport } from './sources/audit-log';
import { documentsExport } from './sources/documents';
import { incidentsExport } from './sources/incidents';
import { messagesExport } from './sources/messages';
import { moneyTrailsExport } from './sources/money-trails';
import { payoutRequestsExport } from './sources/payout-requests';
import { recoveryApplicationsExport } from './sources/recovery-applications';
import { usersExport } from './sources/users';

/** Every list that can be exported, by its name in `GET /api/admin/export/{list}`. */
export const exportSources: Record<ExportList, ExportSource<unknown>> = {
  users: usersExport,
  incidents: incidentsExport,
  'recovery-applications': recoveryApplicationsExport,
  'money-trails': moneyTrailsExport,
  'payout-requests': payoutRequestsExport,
  documents: documentsExport,
  messages: messagesExport,
  'audit-log': auditLogExport,
};
