import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';

/** The spec's failure toast for every payout decision, with the server's reason (e.g. what is available). */
export function payoutFailureToast(error: unknown): void {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: 'Error', description: reason ? `Failed to update payout status: ${reason}` : 'Failed to update payout status', variant: 'destructive' });
}
