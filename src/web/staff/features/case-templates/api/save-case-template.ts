import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FraudType } from '@shared/incidents/fraud-types';
import type { CaseTemplate } from '@shared/tasks/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** A fraud type's usual steps become these; an empty list takes them away. */
export function saveCaseTemplate({ fraudType, steps }: { fraudType: FraudType; steps: string[] }): Promise<{ template: CaseTemplate | null }> {
  return apiRequest<{ template: CaseTemplate | null }>(`/api/admin/case-templates/${fraudType}`, { method: 'PUT', json: { steps } });
}

/** The templates, each case page's "Add the usual steps" (read with the case's tasks), and the audit rows. */
export function useSaveCaseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCaseTemplate, onSuccess: () => invalidateDomains(queryClient, ['case-templates', 'incidents', 'audit']) });
}
