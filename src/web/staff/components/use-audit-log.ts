import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@shared/audit/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../lib/staff-query-keys';

/** The audit log's filters as the screen holds them: blank means "any". */
export type AuditLogFilters = {
  entityType?: string;
  entityId?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

export function auditLogQueryString(filters: AuditLogFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text) query.set(key, text);
  }
  return query.toString();
}

export function getAuditLog(filters: AuditLogFilters): Promise<AuditLogPage> {
  return apiRequest<AuditLogPage>(`/api/admin/audit-log?${auditLogQueryString(filters)}`);
}

/** A page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(filters: AuditLogFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffKeys.list('audit', filters),
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
