import { ApiError } from '@/lib/api-client';

/** The spec's failure words, followed by the server's reason when it gave one ("Failed to update incident. Victim e-mail is invalid"). */
export function failureText(failure: string, error: unknown): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason ? `${failure}. ${reason}` : failure;
}
