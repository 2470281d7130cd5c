import { auditLogQuerySchema, type AuditLogQuery } from '@shared/audit/schema';
import { auditLog } from '../../../kernel/db/schema/index';
import { auditLogFilter } from '../../audit/list-audit-log';
import { assertMayReadAuditLog } from '../../audit/policy';
import type { ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// What the log shows admins, before and after as the stored JSON.
const columns: ExportColumn[] = [
  { key: 'id', header: 'ID', kind: 'integer', value: auditLog.id },
  { key: 'createdAt', header: 'When', kind: 'datetime', value: auditLog.createdAt },
  { key: 'actorType', header: 'Actor type', kind: 'text', value: auditLog.actorType },
  { key: 'actorLabel', header: 'Actor', kind: 'text', value: auditLog.actorLabel },
  { key: 'actorId', header: 'Actor ID', kind: 'text', value: auditLog.actorId },
  { key: 'actorRole', header: 'Role', kind: 'text', value: auditLog.actorRole },
  { key: 'action', header: 'Action', kind: 'text', value: auditLog.action },
  { key: 'entityType', header: 'Record type', kind: 'text', value: auditLog.entityType },
  { key: 'entityId', header: 'Record ID', kind: 'text', value: auditLog.entityId },
  { key: 'before', header: 'Before', kind: 'json', value: auditLog.before },
  { key: 'after', header: 'After', kind: 'json', value: auditLog.after },
  { key: 'ip', header: 'Client address', kind: 'text', value: auditLog.ip },
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
