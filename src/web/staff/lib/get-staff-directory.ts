import { useQuery } from '@tanstack/react-query';
import type { StaffDirectoryEntry } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from './staff-query-keys';

// Here, not in a feature: the incident team picker and the alert rules both read it, and features
// never import each other.
export function getStaffDirectory(): Promise<{ items: StaffDirectoryEntry[] }> {
  return apiRequest<{ items: StaffDirectoryEntry[] }>('/api/admin/staff/directory');
}

/** Active staff accounts to pick from; `enabled: false` until the picker is needed. */
export function useStaffDirectory(enabled: boolean) {
  return useQuery({ queryKey: staffKeys.staffDirectory, queryFn: getStaffDirectory, enabled });
}
