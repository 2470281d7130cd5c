import { useQuery } from '@tanstack/react-query';
import type { StaffApplication } from '@shared/applications/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

export function getApplication(id: number): Promise<StaffApplication> {
  return apiRequest<StaffApplication>(`/api/admin/recovery-applications/${id}`);
}

/** The application the address names; nothing is asked while no application is open. */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: adminKeys.record('applications', id ?? 0),
    queryFn: () => getApplication(id!),
    enabled: id !== null,
  });
}
