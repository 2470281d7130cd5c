import { useQuery } from '@tanstack/react-query';
import type { SecondFactorStatus } from '@shared/auth/second-factor';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Which second factors the signed-in staff member has, and what the sign-in still asks of them (issue 22). */
export function getSecondFactorStatus(): Promise<SecondFactorStatus> {
  return apiRequest<SecondFactorStatus>('/api/admin/second-factor');
}

export function useSecondFactorStatus(enabled = true) {
  return useQuery({ queryKey: staffKeys.secondFactor, queryFn: getSecondFactorStatus, enabled });
}
