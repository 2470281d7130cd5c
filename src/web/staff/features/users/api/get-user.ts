import { useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getUser(id: number): Promise<StaffUser> {
  return apiRequest<StaffUser>(`/api/admin/users/${id}`);
}

export function useUser(id: number) {
  return useQuery({ queryKey: staffKeys.record('users', id), queryFn: () => getUser(id), enabled: id > 0 });
}
