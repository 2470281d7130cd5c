import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertInput, AlertRule } from '@shared/alerts/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

type SaveAlertRule = { id?: number; body: AlertInput };

/** Create (no id) or replace (id) a rule; switching a rule on or off is a replace with isActive flipped. */
export function saveAlertRule({ id, body }: SaveAlertRule): Promise<AlertRule> {
  return apiRequest<AlertRule>(id === undefined ? '/api/admin/alerts' : `/api/admin/alerts/${id}`, { method: id === undefined ? 'POST' : 'PUT', json: body });
}

/**
 * A rule is checked the moment it is made or changed, so what it finds (and the bell) may change
 * with it; the change is also in the audit log.
 */
export function useSaveAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertRule,
    onSuccess: () => invalidateDomains(queryClient, ['alerts', 'audit']),
  });
}

/** The body that puts a rule back as it is, with `changes` over it (the Active switch). */
export function alertInputOf(rule: AlertRule, changes: Partial<AlertInput> = {}): AlertInput {
  return { name: rule.name, conditions: rule.conditions, notifyStaffIds: rule.notifyStaff.map((s) => s.id), isActive: rule.isActive, ...changes };
}
