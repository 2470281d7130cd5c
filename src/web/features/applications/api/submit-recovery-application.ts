import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recoveryApplicationResponseSchema, recoveryApplicationSchema } from '@shared/applications/schema';
import { apiRequest } from '@/lib/api-client';

export type RecoveryApplication = z.output<typeof recoveryApplicationSchema>;
export type RecoveryApplicationResponse = z.infer<typeof recoveryApplicationResponseSchema>;

export function submitRecoveryApplication(application: RecoveryApplication): Promise<RecoveryApplicationResponse> {
  return apiRequest<RecoveryApplicationResponse>('/api/recovery-applications', { json: application });
}

export function useSubmitRecoveryApplication() {
  return useMutation({ mutationFn: submitRecoveryApplication });
}
