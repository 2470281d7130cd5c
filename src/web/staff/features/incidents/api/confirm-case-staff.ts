import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStaffList } from '@shared/incidents/case-staff';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** An admin confirms a caseworker who took the case, so they see the payout account details. */
export function confirmCaseStaff(incidentId: number, adminId: number): Promise<CaseStaffList> {
  return apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff/${adminId}/confirm`, { method: 'POST' });
}

export function useConfirmCaseStaff(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adminId: number) => confirmCaseStaff(incidentId, adminId),
    onSuccess: (list) => queryClient.setQueryData(staffKeys.caseStaff(incidentId), list),
    // Refused or not, show what the server now holds (someone else may have taken the case).
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.caseStaff(incidentId) }),
  });
}
