import { useMutation } from '@tanstack/react-query';
import type { TestEmailResponse } from '@shared/settings/staff-schema';
import { apiRequest } from '@/lib/api-client';

/** A test e-mail to the signed-in staff member's address; the answer is what the mail server said. */
export function sendTestEmail(): Promise<TestEmailResponse> {
  return apiRequest<TestEmailResponse>('/api/admin/settings/test-email', { method: 'POST' });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
