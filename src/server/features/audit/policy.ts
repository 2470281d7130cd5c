import { isCaseworkerHistoryType, type AuditLogQuery } from '@shared/audit/schema';
import { AppError } from '../../kernel/errors';
import { STAFF_ROLE_REQUIRED, type StaffIdentity } from '../../kernel/plugins/access';

/**
 * Refuses a caseworker the whole audit log (D17): they read one case-work record's history in its
 * own dialog, never the log at large, and never the history of staff accounts, settings or the demo
 * data. Admins read everything. The log and its export ask the same question here.
 */
export function assertMayReadAuditLog(staff: Pick<StaffIdentity, 'role'>, query: Pick<AuditLogQuery, 'entityType' | 'entityId'>): void {
  if (staff.role === 'admin') return;
  const oneCaseRecord = Boolean(query.entityType && query.entityId && isCaseworkerHistoryType(query.entityType));
  if (!oneCaseRecord) throw new AppError('STAFF_ROLE_REQUIRED', STAFF_ROLE_REQUIRED);
}
