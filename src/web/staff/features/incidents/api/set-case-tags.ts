import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentDetail } from '@shared/incidents/staff-schema';
import type { Tag } from '@shared/tags/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

/** The case's tags become exactly these (the server keeps each id once). */
export function setCaseTags(incidentId: number, tagIds: number[]): Promise<{ tags: Tag[] }> {
  return apiRequest<{ tags: Tag[] }>(`/api/admin/incidents/${incidentId}/tags`, { method: 'PUT', json: { tagIds } });
}

export function useSetCaseTags(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: number[]) => setCaseTags(incidentId, tagIds),
    // The case page shows the saved tags as the dialog closes, not the old ones until the refetch lands.
    onSuccess: ({ tags }) => queryClient.setQueryData<IncidentDetail>(staffKeys.record('incidents', incidentId), (detail) => detail && { ...detail, tags }),
    // Saved or refused (a tag deleted meanwhile), show what the server now holds: the case, its row
    // in the list (filtered by tag), and the audit row the change wrote.
    onSettled: () => invalidateDomains(queryClient, ['incidents', 'audit']),
  });
}
