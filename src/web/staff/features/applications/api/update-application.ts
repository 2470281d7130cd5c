import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffApplication, UpdateApplicationInput } from '@shared/applications/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

type UpdateApplication = { id: number; body: UpdateApplicationInput };

/** A decision or admin notes; the staff API twin of the spec's `PUT /api/recovery-applications/{id}`. */
export function updateApplication({ id, body }: UpdateApplication): Promise<StaffApplication> {
  return apiRequest<StaffApplication>(`/api/admin/recovery-applications/${id}`, { method: 'PUT', json: body });
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    // Saved or refused, the list, the open record and its history must show the application as it
    // now is; a user's detail lists applications too.
    onSettled: () => invalidateDomains(queryClient, ['applications', 'users', 'audit']),
  });
}
