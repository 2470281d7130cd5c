import { t } from '@lingui/core/macro';
import { ApiError, errorMessage } from '@/lib/api-client';

/** Whether this browser can make or use passkeys at all (older browsers, some embedded views cannot). */
export const browserOffersPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** What to say when a passkey did not work: the server's words, or the browser's cancel or refusal (said when it happens). */
export function passkeyFailureText(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, t`This passkey could not be used. Please try again`);
  return t`The passkey was not used (it was cancelled, timed out, or this device has none for this site). You can try again or use a code`;
}
