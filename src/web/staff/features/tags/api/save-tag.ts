import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag, TagInput } from '@shared/tags/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** Create (no id) or rename and recolour (id) a tag. */
export function saveTag({ id, body }: { id?: number; body: TagInput }): Promise<Tag> {
  return apiRequest<Tag>(id === undefined ? '/api/admin/tags' : `/api/admin/tags/${id}`, { method: id === undefined ? 'POST' : 'PUT', json: body });
}

/** The list, the cases that show the tag by its name and colour, and the audit log that records the change. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTag, onSuccess: () => invalidateDomains(queryClient, ['tags', 'incidents', 'audit']) });
}
