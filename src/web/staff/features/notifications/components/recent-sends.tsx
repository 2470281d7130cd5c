import type { BulkOperation, BulkStatus } from '@shared/notifications/schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useCancelBulkOperation } from '../api/cancel-bulk-operation';
import { useBulkOperations } from '../api/get-bulk-operations';
import { recipientLabels } from './recipient-labels';

const statusTones: Record<BulkStatus, BadgeTone> = { pending: 'blue', running: 'blue', completed: 'green', failed: 'red', cancelled: 'grey' };

const statusLabels: Record<BulkStatus, string> = {
  pending: 'Starting',
  running: 'Sending',
  completed: 'Finished',
  failed: 'Stopped by an error',
  cancelled: 'Cancelled',
};

const number = (n: number) => n.toLocaleString('en-US');
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** What a send did, in words: the figures a progress bar shows, for everyone. */
export function describeSend(operation: BulkOperation): string {
  const { processedItems, totalItems, failedItems } = operation;
  const failed = failedItems > 0 ? `; ${number(failedItems)} could not be delivered` : '';
  switch (operation.status) {
    case 'pending':
      return `Finding the ${number(totalItems)} recipients`;
    case 'running':
      return `${number(processedItems)} of ${number(totalItems)} done${failed}`;
    case 'completed':
      return `Sent to ${number(processedItems - failedItems)} of ${number(totalItems)}${failed}`;
    case 'cancelled':
      return `Cancelled after ${number(processedItems)} of ${number(totalItems)}${failed}`;
    case 'failed':
      return `Stopped after ${number(processedItems)} of ${number(totalItems)}${failed}`;
  }
}

function SendRow({ operation }: { operation: BulkOperation }) {
  const cancel = useCancelBulkOperation();
  const going = operation.status === 'pending' || operation.status === 'running';
  const percent = operation.totalItems > 0 ? Math.min(100, Math.round((operation.processedItems / operation.totalItems) * 100)) : 0;
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">{operation.subject}</p>
          <p className="text-sm text-muted-foreground">
            {recipientLabels[operation.type]}
            {operation.ownCasesOnly ? ' of their own cases' : ''} · by {operation.initiatedBy} · {when(operation.createdAt)}
          </p>
        </div>
        <Badge tone={statusTones[operation.status]}>{statusLabels[operation.status]}</Badge>
      </div>
      <div
        role="progressbar"
        aria-label={`Progress of “${operation.subject}”`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={describeSend(operation)}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">{describeSend(operation)}</p>
        {going ? (
          <Button
            variant="outline"
            size="sm"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(operation.id, {
                onSuccess: (result) => toast({ title: 'Sending cancelled', description: describeSend(result) }),
                onError: (error) => failureToast('Failed to cancel', { error }),
              })
            }
          >
            Cancel sending
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The ten most recent bulk sends, each with its live progress and, while it runs, Cancel. */
export function RecentSends() {
  const operations = useBulkOperations();
  const items = operations.data?.items ?? [];
  return (
    <section aria-labelledby="recent-sends" className="rounded-lg border border-border bg-card p-4">
      <h2 id="recent-sends" className="text-lg font-semibold">
        Recent sends
      </h2>
      {operations.isError ? (
        <p className="text-destructive">The recent sends could not be loaded. Try Refresh All.</p>
      ) : operations.isPending ? (
        <p className="text-muted-foreground">Loading...</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">Nothing has been sent in bulk yet.</p>
      ) : (
        <ul aria-live="polite" aria-relevant="text">
          {items.map((operation) => (
            <SendRow key={operation.id} operation={operation} />
          ))}
        </ul>
      )}
    </section>
  );
}
