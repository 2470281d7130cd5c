import { t } from '@lingui/core/macro';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';

/**
 * The one way a staff screen shows something went wrong (the spec's error catalogue): titled 'Error'
 * unless the spec names another title ('Upload Failed', 'Invalid credentials'). Given the `error`,
 * the server's reason follows the text when it sent one ("Failed to update payout status: Only
 * $850.00 is available"); without it the text is shown as it is.
 */
export function failureToast(text: string, { error, title }: { error?: unknown; title?: string } = {}): void {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: title ?? t`Error`, description: reason ? `${text}: ${reason}` : text, variant: 'destructive' });
}
