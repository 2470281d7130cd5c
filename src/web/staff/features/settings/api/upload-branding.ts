import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingUploadResponse } from '@shared/settings/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { reloadBranding } from '@/lib/branding/get-settings';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** A logo or favicon file; the server saves its address as the setting's value. */
export function uploadBranding({ settingKey, file }: { settingKey: string; file: File }): Promise<BrandingUploadResponse> {
  const formData = new FormData();
  formData.append('settingKey', settingKey);
  formData.append('file', file);
  return apiRequest<BrandingUploadResponse>('/api/admin/upload-branding', { method: 'POST', formData });
}

export function useUploadBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBranding,
    // After any change: the tabs, the record history, and this browser's own header and favicon.
    onSuccess: () => {
      reloadBranding();
      return invalidateDomains(queryClient, ['settings', 'audit']);
    },
  });
}
