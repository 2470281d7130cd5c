import { t } from '@lingui/core/macro';
import type { BulkOperation } from '@shared/notifications/schema';
import { formatNumber } from '@/lib/i18n/format';

/** What a send did, in words: the figures a progress bar shows, for everyone. Said at render, in the reader's language. */
export function describeSend(operation: BulkOperation): string {
  const processed = formatNumber(operation.processedItems);
  const total = formatNumber(operation.totalItems);
  const delivered = formatNumber(operation.processedItems - operation.failedItems);
  const undelivered = formatNumber(operation.failedItems);
  const failed = operation.failedItems > 0 ? t`; ${undelivered} could not be delivered` : '';
  switch (operation.status) {
    case 'pending':
      return t`Finding the ${total} recipients`;
    case 'running':
      return t`${processed} of ${total} done` + failed;
    case 'completed':
      return t`Sent to ${delivered} of ${total}` + failed;
    case 'cancelled':
      return t`Cancelled after ${processed} of ${total}` + failed;
    case 'failed':
      return t`Stopped after ${processed} of ${total}` + failed;
  }
}
