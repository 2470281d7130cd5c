import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView, SavedViewInput, SavedViewList, ViewList } from '@shared/views/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from './staff-query-keys';

// Here, not in a feature: every list's toolbar and the sidebar read them (issue 26).

export function getSavedViews(list?: ViewList): Promise<SavedViewList> {
  return apiRequest<SavedViewList>(`/api/admin/saved-views${list ? `?list=${list}` : ''}`);
}

/** One list's views, or (no list) every view the sidebar shows. */
export function useSavedViews(list?: ViewList) {
  return useQuery({ queryKey: staffKeys.list('saved-views', { list }), queryFn: () => getSavedViews(list) });
}

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedViewInput) => apiRequest<SavedView>('/api/admin/saved-views', { method: 'POST', json: body }),
    onSuccess: () => invalidateDomains(queryClient, ['saved-views', 'audit']),
  });
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/admin/saved-views/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateDomains(queryClient, ['saved-views', 'audit']),
  });
}

/** A list's address as a view keeps it: without the page, keys in order. */
export function viewFiltersOf(search: string): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  params.delete('page');
  params.sort();
  return params.toString();
}
