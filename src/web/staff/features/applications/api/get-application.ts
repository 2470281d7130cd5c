import { useQuery } from '@tanstack/react-query';
import type { StaffApplication } from '@shared/applications/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getApplication(id: number): Promise<StaffApplication> {
  return apiRequest<StaffApplication>(`/api/admin/recovery-applications/${id}`);
}

/** The application the address names; nothing is asked while no application is open. */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: staffKeys.record('applications', id ?? 0),
    queryFn: () => getApplication(id!),
    enabled: id !== null,
  });
}
