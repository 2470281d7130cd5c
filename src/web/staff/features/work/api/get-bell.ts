import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BellPage } from '@shared/work/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getBell(page: number): Promise<BellPage> {
  return apiRequest<BellPage>(`/api/admin/bell?page=${page}&pageSize=20`);
}

/** A page of what is new for the signed-in staff member, newest first. */
export function useBell(page: number) {
  return useQuery({ queryKey: staffKeys.bell(page), queryFn: () => getBell(page), placeholderData: keepPreviousData });
}
