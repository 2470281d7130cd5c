import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCaseStaffInput, CaseStaffList } from '@shared/incidents/case-staff';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

// Who works a case (D17): `/api/admin/incidents/{id}/staff`. The server decides who may change
// what; the screen offers only what it would allow and shows its refusal otherwise.

const key = (incidentId: number) => [...staffKeys.record('incidents', incidentId), 'staff'] as const;

export function useCaseStaff(incidentId: number) {
  return useQuery({ queryKey: key(incidentId), queryFn: () => apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff`) });
}

function useCaseStaffMutation<I>(incidentId: number, request: (input: I) => Promise<CaseStaffList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (list) => queryClient.setQueryData(key(incidentId), list),
    // Refused or not, show what the server now holds (someone else may have taken the case).
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(incidentId) }),
  });
}

export const useAddCaseStaff = (incidentId: number) =>
  useCaseStaffMutation(incidentId, (body: AddCaseStaffInput) =>
    apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff`, { method: 'POST', json: body }),
  );

export const useConfirmCaseStaff = (incidentId: number) =>
  useCaseStaffMutation(incidentId, (adminId: number) =>
    apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff/${adminId}/confirm`, { method: 'POST' }),
  );

export const useRemoveCaseStaff = (incidentId: number) =>
  useCaseStaffMutation(incidentId, (adminId: number) =>
    apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff/${adminId}`, { method: 'DELETE' }),
  );
