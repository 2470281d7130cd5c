import { useQuery } from '@tanstack/react-query';
import type { RecipientCounts } from '@shared/notifications/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** How many users a bulk send would reach: all, verified, unverified. */
export function getRecipientCounts(): Promise<RecipientCounts> {
  return apiRequest<RecipientCounts>('/api/admin/notifications/recipient-counts');
}

export function useRecipientCounts() {
  return useQuery({ queryKey: staffKeys.record('notifications', 'recipient-counts'), queryFn: getRecipientCounts });
}
