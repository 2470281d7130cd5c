import { useQuery } from '@tanstack/react-query';
import type { StaffSettingPage } from '@shared/settings/staff-schema';
import type { SettingCategory } from '@shared/settings/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

// A tab holds a handful of settings: one page of 100 is all of them.
const TAB_PAGE_SIZE = 100;

export function getSettings(queryString: string): Promise<StaffSettingPage> {
  return apiRequest<StaffSettingPage>(`/api/admin/settings?${queryString}`);
}

/** One tab's settings, narrowed by what is typed in the search box. */
export function useSettingsTab(category: SettingCategory, q: string) {
  const params = new URLSearchParams({ status: category, pageSize: String(TAB_PAGE_SIZE), sort: 'key' });
  if (q) params.set('q', q);
  const queryString = params.toString();
  return useQuery({ queryKey: staffKeys.list('settings', { queryString }), queryFn: () => getSettings(queryString) });
}
