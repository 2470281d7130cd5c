import { useQuery } from '@tanstack/react-query';
import type { StaffDirectoryEntry } from '@shared/staff/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

export function getStaffDirectory(): Promise<{ items: StaffDirectoryEntry[] }> {
  return apiRequest('/api/admin/staff/directory');
}

/** Active staff accounts to pick a case team from; when it cannot load, members are typed in. */
export function useStaffDirectory(enabled: boolean) {
  return useQuery({ queryKey: [...adminKeys.domain('staff'), 'directory'], queryFn: getStaffDirectory, enabled });
}
