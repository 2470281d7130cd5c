import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCaseStaffInput, CaseStaffList } from '@shared/incidents/case-staff';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** An admin puts anyone on the case; a caseworker takes an unassigned case for themselves. */
export function addCaseStaff(incidentId: number, body: AddCaseStaffInput): Promise<CaseStaffList> {
  return apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff`, { method: 'POST', json: body });
}

export function useAddCaseStaff(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCaseStaffInput) => addCaseStaff(incidentId, body),
    onSuccess: (list) => queryClient.setQueryData(staffKeys.caseStaff(incidentId), list),
    // Refused or not, show what the server now holds (someone else may have taken the case); the
    // first person on a case owns it, which moves My work's queues too.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.caseStaff(incidentId) }), queryClient.invalidateQueries({ queryKey: staffKeys.domain('work') })]),
  });
}
