import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';

/** The spec's failure toast ('Error' / 'Failed to …'), with the server's reason after it when it sent one. */
export function failureToast(text: string, error: unknown): void {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: 'Error', description: reason ? `${text}: ${reason}` : text, variant: 'destructive' });
}
