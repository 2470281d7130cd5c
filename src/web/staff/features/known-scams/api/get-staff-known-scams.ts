import { useQuery } from '@tanstack/react-query';
import type { StaffKnownScams } from '@shared/site-safety/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getStaffKnownScams(): Promise<StaffKnownScams> {
  return apiRequest<StaffKnownScams>('/api/admin/known-scams');
}

export function useStaffKnownScams() {
  return useQuery({ queryKey: staffKeys.list('known-scams', {}), queryFn: getStaffKnownScams });
}
