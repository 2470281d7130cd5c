import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, UpdateStaffRequest } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export function updateStaff({ id, changes }: { id: number; changes: UpdateStaffRequest }): Promise<StaffMember> {
  return apiRequest<StaffMember>(`/api/admin/staff/${id}`, { method: 'PUT', json: changes });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    // The staff lists, and the directory the incident team picker and the alert rules read.
    onSuccess: () => invalidateDomains(queryClient, ['staff']),
  });
}
