import { t } from '@lingui/core/macro';
import { failureToast } from '@/staff/lib/failure-toast';

/** The spec's failure toast for every payout decision, with the server's reason (e.g. what is available). Said when it fails, never at load. */
export const payoutFailureToast = (error: unknown): void => failureToast(t`Failed to update payout status`, { error });
