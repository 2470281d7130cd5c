import { useMutation } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { RegisterPasskeyResponse } from '@shared/auth/second-factor';
import { apiRequest } from '@/lib/api-client';

/**
 * Adds a passkey: the server's options, the browser's own dialog, then the server checks the answer.
 * The ceremony is one call to the screens, though it is two to the server.
 */
export async function addPasskey(name: string): Promise<RegisterPasskeyResponse> {
  const { options } = await apiRequest<{ options: PublicKeyCredentialCreationOptionsJSON }>('/api/admin/second-factor/passkeys/registration-options', {
    method: 'POST',
  });
  const credential = await startRegistration({ optionsJSON: options });
  return apiRequest<RegisterPasskeyResponse>('/api/admin/second-factor/passkeys', { method: 'POST', json: { name, credential } });
}

// The status is refreshed by the page: setting up and the security page each go on differently.
export function useAddPasskey() {
  return useMutation({ mutationFn: addPasskey });
}
