import { useQuery } from '@tanstack/react-query';
import type { CaseStaffList } from '@shared/incidents/case-staff';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

// Who works a case (D17): `/api/admin/incidents/{id}/staff`. The server decides who may change
// what; the screen offers only what it would allow and shows its refusal otherwise.
export function getCaseStaff(incidentId: number): Promise<CaseStaffList> {
  return apiRequest<CaseStaffList>(`/api/admin/incidents/${incidentId}/staff`);
}

export function useCaseStaff(incidentId: number) {
  return useQuery({ queryKey: staffKeys.caseStaff(incidentId), queryFn: () => getCaseStaff(incidentId) });
}
