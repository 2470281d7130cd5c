import { useMutation, useQuery } from '@tanstack/react-query';
import type { ImpersonationAnswer, ImpersonationCheckInput } from '@shared/impersonation/schema';
import { apiRequest } from '@/lib/api-client';

export function checkContact(body: ImpersonationCheckInput): Promise<ImpersonationAnswer> {
  return apiRequest<ImpersonationAnswer>('/api/is-this-really-us', { method: 'POST', json: body });
}

/** A look-up is something the visitor does: a mutation, each answer for the contact just typed. */
export function useCheckContact() {
  return useMutation({ mutationFn: checkContact });
}

export function reportContact(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/is-this-really-us/${encodeURIComponent(id)}/report`, { method: 'POST' });
}

export function useReportContact() {
  return useMutation({ mutationFn: reportContact });
}

/** The channels the organisation publishes, shown before any look-up. */
export function useOfficialChannels() {
  return useQuery({
    queryKey: ['is-this-really-us', 'channels'],
    queryFn: () => apiRequest<{ officialChannels: ImpersonationAnswer['officialChannels'] }>('/api/is-this-really-us'),
  });
}
