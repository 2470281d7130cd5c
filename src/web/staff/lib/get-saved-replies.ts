import { useQuery } from '@tanstack/react-query';
import type { SavedReplyList } from '@shared/messages/saved-replies';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from './staff-query-keys';

// Here, not in a feature: the reply form (on Communications and the case page) and the library
// page both read them.
export function getSavedReplies(incidentId?: number): Promise<SavedReplyList> {
  return apiRequest<SavedReplyList>(`/api/admin/saved-replies${incidentId === undefined ? '' : `?incidentId=${incidentId}`}`);
}

/** The library, or (given a case) the replies for it, each filled for it. */
export function useSavedReplies(incidentId?: number) {
  return useQuery({ queryKey: staffKeys.list('saved-replies', { incidentId }), queryFn: () => getSavedReplies(incidentId) });
}
