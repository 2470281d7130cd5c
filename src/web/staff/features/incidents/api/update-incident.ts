import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentEtag, type UpdateIncidentBody } from '@shared/incidents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export type { UpdateIncidentBody };

/** `tellVictim: false` keeps a change from the victim: no e-mail, and the audit row says so. */
type UpdateIncidentInput = { id: number; version: number; body: UpdateIncidentBody; tellVictim?: boolean };

/**
 * One of the six update bodies, based on `version` (sent as If-Match). The server answers 412
 * STALE_VERSION when the case changed since; the caller decides what to show.
 */
export function updateIncident({ id, version, body, tellVictim = true }: UpdateIncidentInput): Promise<unknown> {
  return apiRequest(`/api/admin/incidents/${id}${tellVictim ? '' : '?tellVictim=false'}`, { method: 'PUT', json: body, headers: { 'if-match': incidentEtag(version) } });
}

export function useUpdateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncident,
    // Saved or stale, the screen must show the case as it now is: the record, its row and the tiles.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('incidents') }),
  });
}
