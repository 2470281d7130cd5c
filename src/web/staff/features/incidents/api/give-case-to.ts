import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStaffList } from '@shared/incidents/case-staff';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** An admin gives the case to one of its staff: they become its owner and are told. */
export function giveCaseTo(incidentId: number, adminId: number): Promise<CaseStaffList> {
  return apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff/${adminId}/owner`, { method: 'POST' });
}

export function useGiveCaseTo(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adminId: number) => giveCaseTo(incidentId, adminId),
    onSuccess: (list) => queryClient.setQueryData(staffKeys.caseStaff(incidentId), list),
    // Whose case it is changes My work's queues and counts too.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.caseStaff(incidentId) }), queryClient.invalidateQueries({ queryKey: staffKeys.domain('work') })]),
  });
}
