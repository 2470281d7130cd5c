import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffPreferences } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

const key = [...staffKeys.domain('work'), 'preferences'] as const;

export function getOwnPreferences(): Promise<StaffPreferences> {
  return apiRequest<StaffPreferences>('/api/admin/staff/me/preferences');
}

export function changeOwnPreferences(body: StaffPreferences): Promise<StaffPreferences> {
  return apiRequest<StaffPreferences>('/api/admin/staff/me/preferences', { method: 'PUT', json: body });
}

export function useOwnPreferences() {
  return useQuery({ queryKey: key, queryFn: getOwnPreferences });
}

export function useChangeOwnPreferences() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeOwnPreferences, onSuccess: (saved) => queryClient.setQueryData(key, saved) });
}
