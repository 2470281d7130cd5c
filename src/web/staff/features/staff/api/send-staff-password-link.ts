import { useMutation } from '@tanstack/react-query';
import type { StaffLinkResponse } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';

/** A new set-password link for a staff account, e-mailed to them. */
export function sendStaffPasswordLink(id: number): Promise<StaffLinkResponse> {
  return apiRequest<StaffLinkResponse>(`/api/admin/staff/${id}/reset-password`, { method: 'POST' });
}

export function useSendStaffPasswordLink() {
  return useMutation({ mutationFn: sendStaffPasswordLink });
}
