import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@shared/lists/list-query';
import type { CreateStaffRequest, StaffLinkResponse, StaffMember, UpdateStaffRequest } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

const DOMAIN = 'staff';

export function useStaffList(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list(DOMAIN, { queryString }),
    queryFn: () => apiRequest<ListPage<StaffMember>>(`/api/admin/staff?${queryString}`),
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the staff lists (and the directory the incident team picker reads). */
function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.domain(DOMAIN) });
}

export function useCreateStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (input: CreateStaffRequest) => apiRequest<StaffLinkResponse>('/api/admin/staff', { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}

export function useUpdateStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateStaffRequest }) =>
      apiRequest<StaffMember>(`/api/admin/staff/${id}`, { method: 'PUT', json: changes }),
    onSuccess: refresh,
  });
}

/** An admin takes away a colleague's second factor (issue 22); the server asks for a fresh confirmation first. */
export function useResetStaffSecondFactor() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/admin/staff/${id}/second-factor`, { method: 'DELETE' }),
  });
}

export function useSendStaffPasswordLink() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<StaffLinkResponse>(`/api/admin/staff/${id}/reset-password`, { method: 'POST' }),
  });
}
