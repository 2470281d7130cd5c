import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIncidentRow, CreateIncidentFields } from '@shared/incidents/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

export function createIncident(input: CreateIncidentFields): Promise<AdminIncidentRow> {
  return apiRequest<AdminIncidentRow>('/api/admin/incidents', { json: input });
}

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.domain('incidents') }),
  });
}
