import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkApplicationCaseInput, ProposedCase, StaffApplication } from '@shared/applications/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

/** A case with the application's e-mail and platform, if there is one (none once it is linked). */
export function getProposedCase(id: number): Promise<ProposedCase> {
  return apiRequest<ProposedCase>(`/api/admin/recovery-applications/${id}/proposed-case`);
}

export function useProposedCase(id: number, enabled: boolean) {
  return useQuery({ queryKey: [...staffKeys.record('applications', id), 'proposed-case'], queryFn: () => getProposedCase(id), enabled });
}

/** Links the application to a case (FR-000014 or 14), or unlinks it with null. */
export function linkApplicationCase({ id, body }: { id: number; body: LinkApplicationCaseInput }): Promise<StaffApplication> {
  return apiRequest<StaffApplication>(`/api/admin/recovery-applications/${id}/case`, { method: 'PUT', json: body });
}

export function useLinkApplicationCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkApplicationCase,
    // The application, its case's timeline and the victim-side story all change.
    onSettled: () => invalidateDomains(queryClient, ['applications', 'incidents', 'users', 'audit']),
  });
}
