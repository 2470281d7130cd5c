import { failureToast } from '@/staff/lib/failure-toast';

/** The spec's failure toast for every payout decision, with the server's reason (e.g. what is available). */
export const payoutFailureToast = (error: unknown): void => failureToast('Failed to update payout status', { error });
