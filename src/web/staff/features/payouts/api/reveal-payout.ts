import { useMutation } from '@tanstack/react-query';
import type { RevealedPayout } from '@shared/payouts/staff-schema';
import { apiRequest } from '@/lib/api-client';

/** The payout account details for a minute. */
export function revealPayout(id: number): Promise<RevealedPayout> {
  return apiRequest<RevealedPayout>(`/api/admin/payout-requests/${id}/reveal`, { method: 'POST' });
}

/** A mutation, never cached: the details are asked for (and audited) each time. */
export function useRevealPayout() {
  return useMutation({ mutationFn: revealPayout });
}
