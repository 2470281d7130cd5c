import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoneyTrailInput, StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

type SaveMoneyTrail = { id?: number; body: MoneyTrailInput };

/** Create (no id) or replace (id) a trail. */
export function saveMoneyTrail({ id, body }: SaveMoneyTrail): Promise<StaffMoneyTrail> {
  return apiRequest<StaffMoneyTrail>(id === undefined ? '/api/admin/money-trails' : `/api/admin/money-trails/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    json: body,
  });
}

export function useSaveMoneyTrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMoneyTrail,
    // Lists, tiles, the incident page, the platform page and the history all show trails; then the stat cards.
    onSettled: () =>
      invalidateDomains(queryClient, ['money-trails', 'incidents', 'platforms', 'audit']).then(() => queryClient.invalidateQueries({ queryKey: staffKeys.stats })),
  });
}
