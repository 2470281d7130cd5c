import { useQuery } from '@tanstack/react-query';
import { startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type {
  FreshConfirmationRequest,
  RecoveryCodes,
  RegisterPasskeyResponse,
  SecondFactorResult,
  SecondFactorStatus,
  TotpEnrolment,
} from '@shared/auth/second-factor';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

// The staff member's own second factor (issue 22): one call per server route, and the passkey
// ceremonies, which run in the browser between an options call and a verify call.
const base = '/api/admin/second-factor';

export const secondFactorKey = [...staffKeys.all, 'second-factor'] as const;

export const getSecondFactorStatus = () => apiRequest<SecondFactorStatus>(base);

export function useSecondFactorStatus(enabled = true) {
  return useQuery({ queryKey: secondFactorKey, queryFn: getSecondFactorStatus, enabled });
}

export const verifySecondFactor = (code: string) => apiRequest<SecondFactorResult>(`${base}/verify`, { method: 'POST', json: { code } });
export const confirmItIsMe = (input: FreshConfirmationRequest) => apiRequest<SecondFactorResult>(`${base}/confirm`, { method: 'POST', json: input });
export const startTotp = () => apiRequest<TotpEnrolment>(`${base}/totp`, { method: 'POST' });
export const finishTotp = (code: string) => apiRequest<{ recoveryCodes: string[] | null }>(`${base}/totp/confirm`, { method: 'POST', json: { code } });
export const removeTotp = () => apiRequest<void>(`${base}/totp`, { method: 'DELETE' });
export const renewRecoveryCodes = () => apiRequest<RecoveryCodes>(`${base}/recovery-codes`, { method: 'POST' });
export const removePasskey = (id: number) => apiRequest<void>(`${base}/passkeys/${id}`, { method: 'DELETE' });

/** Whether this browser can make or use passkeys at all (older browsers, some embedded views cannot). */
export const browserOffersPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Adds a passkey: the server's options, the browser's own dialog, then the server checks the answer. */
export async function addPasskey(name: string): Promise<RegisterPasskeyResponse> {
  const { options } = await apiRequest<{ options: PublicKeyCredentialCreationOptionsJSON }>(`${base}/passkeys/registration-options`, { method: 'POST' });
  const credential = await startRegistration({ optionsJSON: options });
  return apiRequest<RegisterPasskeyResponse>(`${base}/passkeys`, { method: 'POST', json: { name, credential } });
}

/** Signs in (or confirms it is them) with a passkey. */
export async function signInWithPasskey(): Promise<SecondFactorResult> {
  const { options } = await apiRequest<{ options: PublicKeyCredentialRequestOptionsJSON }>(`${base}/passkeys/authentication-options`, { method: 'POST' });
  const credential = await startAuthentication({ optionsJSON: options });
  return apiRequest<SecondFactorResult>(`${base}/passkeys/authenticate`, { method: 'POST', json: { credential } });
}

/** What to say when a passkey did not work: the server's words, or the browser's cancel or refusal. */
export function passkeyFailureText(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, 'This passkey could not be used. Please try again');
  return 'The passkey was not used (it was cancelled, timed out, or this device has none for this site). You can try again or use a code';
}
