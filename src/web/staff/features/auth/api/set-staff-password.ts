import { useMutation } from '@tanstack/react-query';
import type { StaffSetPasswordRequest } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffPasswordLinkPath } from './get-staff-password-link';

/** Sets the password the link was sent for (a public call: the person is not signed in). */
export function setStaffPassword(token: string, input: StaffSetPasswordRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(staffPasswordLinkPath(token), { method: 'POST', json: input });
}

export function useSetStaffPassword(token: string) {
  return useMutation({ mutationFn: (input: StaffSetPasswordRequest) => setStaffPassword(token, input) });
}
