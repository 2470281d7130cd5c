import { useMutation } from '@tanstack/react-query';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { SecondFactorResult } from '@shared/auth/second-factor';
import { apiRequest } from '@/lib/api-client';

/** Signs in (or confirms it is them) with a passkey: the server's options, the browser's dialog, the server's check. */
export async function signInWithPasskey(): Promise<SecondFactorResult> {
  const { options } = await apiRequest<{ options: PublicKeyCredentialRequestOptionsJSON }>('/api/admin/second-factor/passkeys/authentication-options', {
    method: 'POST',
  });
  const credential = await startAuthentication({ optionsJSON: options });
  return apiRequest<SecondFactorResult>('/api/admin/second-factor/passkeys/authenticate', { method: 'POST', json: { credential } });
}

export function useSignInWithPasskey() {
  return useMutation({ mutationFn: signInWithPasskey });
}
