import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffIncidentRow, CreateIncidentFields } from '@shared/incidents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function createIncident(input: CreateIncidentFields): Promise<StaffIncidentRow> {
  return apiRequest<StaffIncidentRow>('/api/admin/incidents', { json: input });
}

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('incidents') }),
  });
}
