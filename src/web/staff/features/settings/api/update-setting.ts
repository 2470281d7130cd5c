import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSetting } from '@shared/settings/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { reloadBranding } from '@/lib/branding/get-settings';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export function updateSetting({ key, value }: { key: string; value: string }): Promise<StaffSetting> {
  return apiRequest<StaffSetting>(`/api/admin/settings/${encodeURIComponent(key)}`, { method: 'PUT', json: { value } });
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    // After any change: the tabs, the record history, and this browser's own header and favicon.
    onSuccess: () => {
      reloadBranding();
      return invalidateDomains(queryClient, ['settings', 'audit']);
    },
  });
}
