import { useQuery } from '@tanstack/react-query';
import type { PlatformOverview } from '@shared/money-trails/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getPlatformOverview(platformId: number): Promise<PlatformOverview> {
  return apiRequest<PlatformOverview>(`/api/admin/platforms/${platformId}`);
}

export function usePlatformOverview(platformId: number) {
  return useQuery({ queryKey: staffKeys.record('platforms', platformId), queryFn: () => getPlatformOverview(platformId) });
}
