import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffRequest, StaffLinkResponse } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** A new staff account; the person is sent a link to choose their password. */
export function createStaff(input: CreateStaffRequest): Promise<StaffLinkResponse> {
  return apiRequest<StaffLinkResponse>('/api/admin/staff', { method: 'POST', json: input });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    // The staff lists, and the directory the incident team picker and the alert rules read.
    onSuccess: () => invalidateDomains(queryClient, ['staff']),
  });
}
