import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BrandingUploadResponse,
  RevealedSetting,
  StaffSetting,
  StaffSettingPage,
  TestEmailResponse,
} from '@shared/settings/staff-schema';
import type { SettingCategory } from '@shared/settings/schema';
import { apiRequest } from '@/lib/api-client';
import { reloadBranding } from '@/lib/branding/get-settings';
import { staffKeys } from '@/staff/lib/staff-query-keys';

// A tab holds a handful of settings: one page of 100 is all of them.
const TAB_PAGE_SIZE = 100;

export function useSettingsTab(category: SettingCategory, q: string) {
  const params = new URLSearchParams({ status: category, pageSize: String(TAB_PAGE_SIZE), sort: 'key' });
  if (q) params.set('q', q);
  const queryString = params.toString();
  return useQuery({
    queryKey: staffKeys.list('settings', { queryString }),
    queryFn: () => apiRequest<StaffSettingPage>(`/api/admin/settings?${queryString}`),
  });
}

/** After any change: the tabs, the record history, and this browser's own header and favicon. */
function useSettingsChanged() {
  const queryClient = useQueryClient();
  return () => {
    reloadBranding();
    return Promise.all(['settings', 'audit'].map((domain) => queryClient.invalidateQueries({ queryKey: staffKeys.domain(domain) })));
  };
}

export function useUpdateSetting() {
  const changed = useSettingsChanged();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) =>
      apiRequest<StaffSetting>(`/api/admin/settings/${encodeURIComponent(key)}`, { method: 'PUT', json: { value } }),
    onSuccess: changed,
  });
}

export function useDeleteSetting() {
  const changed = useSettingsChanged();
  return useMutation({
    mutationFn: (key: string) => apiRequest<StaffSetting>(`/api/admin/settings/${encodeURIComponent(key)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export function useUploadBranding() {
  const changed = useSettingsChanged();
  return useMutation({
    mutationFn: ({ settingKey, file }: { settingKey: string; file: File }) => {
      const formData = new FormData();
      formData.append('settingKey', settingKey);
      formData.append('file', file);
      return apiRequest<BrandingUploadResponse>('/api/admin/upload-branding', { method: 'POST', formData });
    },
    onSuccess: changed,
  });
}

/** Never cached: each reveal is asked for, and audited, on its own. */
export function useRevealSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiRequest<RevealedSetting>(`/api/admin/settings/${encodeURIComponent(key)}/reveal`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('audit') }),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => apiRequest<TestEmailResponse>('/api/admin/settings/test-email', { method: 'POST' }),
  });
}
