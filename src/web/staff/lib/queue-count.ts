import { formatNumber } from '@/lib/i18n/format';
import { QUEUE_COUNT_CAP } from '@shared/work/schema';

/** A queue's count as people read it: the server stops counting at 1,000, so that reads "1,000+". */
export function formatQueueCount(count: number): string {
  return count >= QUEUE_COUNT_CAP ? `${formatNumber(QUEUE_COUNT_CAP)}+` : formatNumber(count);
}
