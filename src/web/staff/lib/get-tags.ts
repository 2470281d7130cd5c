import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@shared/tags/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from './staff-query-keys';

// Here, not in a feature: the Tags page, the case page and the incidents list all read them.
export function getTags(): Promise<{ items: Tag[] }> {
  return apiRequest<{ items: Tag[] }>('/api/admin/tags');
}

/** Every tag, by name; under the 'tags' domain, so a change to the list refreshes it everywhere. */
export function useTags() {
  return useQuery({ queryKey: staffKeys.list('tags', {}), queryFn: getTags });
}
