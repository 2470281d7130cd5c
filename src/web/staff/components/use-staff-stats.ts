import { useQuery } from '@tanstack/react-query';
import type { StaffStats } from '@shared/overview/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../lib/staff-query-keys';

export function getStaffStats(): Promise<StaffStats> {
  return apiRequest<StaffStats>('/api/admin/stats');
}

/**
 * One figure of the stat cards. Every card asks on its own (one shared request underneath,
 * selected per card), so a slow or failed count never blanks the others; a failure is logged.
 */
export function useStaffStat(statKey: keyof StaffStats) {
  return useQuery({
    queryKey: staffKeys.stats,
    queryFn: async () => {
      try {
        return await getStaffStats();
      } catch (error) {
        console.error('The stat cards could not be loaded', error);
        throw error;
      }
    },
    select: (stats) => stats[statKey],
  });
}
