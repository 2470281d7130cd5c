import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkIncidentRequest, BulkIncidentResult } from '@shared/incidents/bulk-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

/** One action on many chosen cases; the answer says, case by case, what was done and what was refused. */
export function actOnIncidents(body: BulkIncidentRequest): Promise<BulkIncidentResult> {
  return apiRequest<BulkIncidentResult>('/api/admin/incidents/bulk', { method: 'POST', json: body });
}

export function useActOnIncidents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnIncidents,
    // Owners, statuses and tags show on the list, the tiles, My work and the audit log.
    onSettled: () => Promise.all([invalidateDomains(queryClient, ['incidents', 'work', 'audit']), queryClient.invalidateQueries({ queryKey: staffKeys.stats })]),
  });
}
