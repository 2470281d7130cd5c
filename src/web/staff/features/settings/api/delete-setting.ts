import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSetting } from '@shared/settings/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { reloadBranding } from '@/lib/branding/get-settings';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export function deleteSetting(key: string): Promise<StaffSetting> {
  return apiRequest<StaffSetting>(`/api/admin/settings/${encodeURIComponent(key)}`, { method: 'DELETE' });
}

export function useDeleteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSetting,
    // After any change: the tabs, the record history, and this browser's own header and favicon.
    onSuccess: () => {
      reloadBranding();
      return invalidateDomains(queryClient, ['settings', 'audit']);
    },
  });
}
