import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStaffList } from '@shared/incidents/case-staff';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Takes someone off the case (an admin anyone, a staff member themselves). */
export function removeCaseStaff(incidentId: number, adminId: number): Promise<CaseStaffList> {
  return apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff/${adminId}`, { method: 'DELETE' });
}

export function useRemoveCaseStaff(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adminId: number) => removeCaseStaff(incidentId, adminId),
    onSuccess: (list) => queryClient.setQueryData(staffKeys.caseStaff(incidentId), list),
    // Refused or not, show what the server now holds (someone else may have taken the case).
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.caseStaff(incidentId) }),
  });
}
