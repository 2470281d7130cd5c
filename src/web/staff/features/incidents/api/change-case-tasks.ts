import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

/**
 * After any change to a case's tasks or due day, show what the server now holds: the case's record
 * (its tasks, its Activity), My work's Due, and the audit rows the change wrote.
 */
export function refreshCaseTasks(queryClient: QueryClient, incidentId: number): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.record('incidents', incidentId) }), invalidateDomains(queryClient, ['work', 'audit'])]);
}

/** The refresh for the hooks of one case's tasks. */
export function useRefreshCaseTasks(incidentId: number) {
  const queryClient = useQueryClient();
  return () => refreshCaseTasks(queryClient, incidentId);
}
