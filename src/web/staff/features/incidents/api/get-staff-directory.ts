import { useQuery } from '@tanstack/react-query';
import type { StaffDirectoryEntry } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getStaffDirectory(): Promise<{ items: StaffDirectoryEntry[] }> {
  return apiRequest('/api/admin/staff/directory');
}

/** Active staff accounts to pick a case team from; when it cannot load, members are typed in. */
export function useStaffDirectory(enabled: boolean) {
  return useQuery({ queryKey: [...staffKeys.domain('staff'), 'directory'], queryFn: getStaffDirectory, enabled });
}
