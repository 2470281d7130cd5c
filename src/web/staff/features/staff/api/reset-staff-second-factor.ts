import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** An admin takes away a colleague's second factor (issue 22); the server asks for a fresh confirmation first. */
export function resetStaffSecondFactor(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/staff/${id}/second-factor`, { method: 'DELETE' });
}

export function useResetStaffSecondFactor() {
  return useMutation({ mutationFn: resetStaffSecondFactor });
}
