import { useMutation } from '@tanstack/react-query';
import type { TotpEnrolment } from '@shared/auth/second-factor';
import { apiRequest } from '@/lib/api-client';

/** A new authenticator-app key and its QR code; nothing is set up until a code from the app confirms it. */
export function startTotp(): Promise<TotpEnrolment> {
  return apiRequest<TotpEnrolment>('/api/admin/second-factor/totp', { method: 'POST' });
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
