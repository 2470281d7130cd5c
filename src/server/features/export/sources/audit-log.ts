import { auditLogQuerySchema, type AuditLogQuery } from '@shared/audit/schema';
import { auditLog } from '../../../kernel/db/schema/index';
import { auditLogFilter } from '../../audit/list-audit-log';
import { assertMayReadAuditLog } from '../../audit/policy';
import type { ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// What the log shows admins, before and after as the stored JSON.
const columns: ExportColumn[] = [
  { key: 'id', header: (i18n) => i18n._({ id: 'csv.audit-log.id', message: 'ID' }), kind: 'integer', value: auditLog.id },
  { key: 'createdAt', header: (i18n) => i18n._({ id: 'csv.audit-log.createdAt', message: 'When' }), kind: 'datetime', value: auditLog.createdAt },
  { key: 'actorType', header: (i18n) => i18n._({ id: 'csv.audit-log.actorType', message: 'Actor type' }), kind: 'text', value: auditLog.actorType },
  { key: 'actorLabel', header: (i18n) => i18n._({ id: 'csv.audit-log.actorLabel', message: 'Actor' }), kind: 'text', value: auditLog.actorLabel },
  { key: 'actorId', header: (i18n) => i18n._({ id: 'csv.audit-log.actorId', message: 'Actor ID' }), kind: 'text', value: auditLog.actorId },
  { key: 'actorRole', header: (i18n) => i18n._({ id: 'csv.audit-log.actorRole', message: 'Role' }), kind: 'text', value: auditLog.actorRole },
  { key: 'action', header: (i18n) => i18n._({ id: 'csv.audit-log.action', message: 'Action' }), kind: 'text', value: auditLog.action },
  { key: 'entityType', header: (i18n) => i18n._({ id: 'csv.audit-log.entityType', message: 'Record type' }), kind: 'text', value: auditLog.entityType },
  { key: 'entityId', header: (i18n) => i18n._({ id: 'csv.audit-log.entityId', message: 'Record ID' }), kind: 'text', value: auditLog.entityId },
  { key: 'before', header: (i18n) => i18n._({ id: 'csv.audit-log.before', message: 'Before' }), kind: 'json', value: auditLog.before },
  { key: 'after', header: (i18n) => i18n._({ id: 'csv.audit-log.after', message: 'After' }), kind: 'json', value: auditLog.after },
  { key: 'ip', header: (i18n) => i18n._({ id: 'csv.audit-log.ip', message: 'Client address' }), kind: 'text', value: auditLog.ip },
];

/** The log's own rule applies: a caseworker may export one case-work record's history, never the log (D17). */
export const auditLogExport: ExportSource<AuditLogQuery> = {
  querySchema: auditLogQuerySchema,
  access: 'staff',
  authorize: assertMayReadAuditLog,
  columns,
  rows(db, query, select) {
    const { where, orderBy } = auditLogFilter(query);
    return db.select(select).from(auditLog).where(where).orderBy(...orderBy).getSQL();
  },
};
