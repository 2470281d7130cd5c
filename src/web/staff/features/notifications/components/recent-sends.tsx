import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BulkOperation, BulkStatus } from '@shared/notifications/schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatDateTimeWithZone } from '@/lib/i18n/format';
import { failureToast } from '@/staff/lib/failure-toast';
import { useCancelBulkOperation } from '../api/cancel-bulk-operation';
import { useBulkOperations } from '../api/get-bulk-operations';
import { describeSend } from '../lib/describe-send';
import { recipientLabels } from './recipient-labels';

const statusTones: Record<BulkStatus, BadgeTone> = { pending: 'blue', running: 'blue', completed: 'green', failed: 'red', cancelled: 'grey' };

const statusLabels: Record<BulkStatus, MessageDescriptor> = {
  pending: msg`Starting`,
  running: msg`Sending`,
  completed: msg`Finished`,
  failed: msg`Stopped by an error`,
  cancelled: msg`Cancelled`,
};

function SendRow({ operation }: { operation: BulkOperation }) {
  const cancel = useCancelBulkOperation();
  const { t, i18n } = useLingui();
  const label = i18n._(recipientLabels[operation.type]);
  const who = operation.ownCasesOnly ? t`${label} of their own cases` : label;
  const initiatedBy = operation.initiatedBy;
  const sentAt = formatDateTimeWithZone(operation.createdAt);
  const subject = operation.subject;
  const going = operation.status === 'pending' || operation.status === 'running';
  const percent = operation.totalItems > 0 ? Math.min(100, Math.round((operation.processedItems / operation.totalItems) * 100)) : 0;
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">{operation.subject}</p>
          <p className="text-sm text-muted-foreground">{t`${who} · by ${initiatedBy} · ${sentAt}`}</p>
        </div>
        <Badge tone={statusTones[operation.status]}>{i18n._(statusLabels[operation.status])}</Badge>
      </div>
      <div
        role="progressbar"
        aria-label={t`Progress of “${subject}”`}
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
                onSuccess: (result) => toast({ title: t`Sending cancelled`, description: describeSend(result) }),
                onError: (error) => failureToast(t`Failed to cancel`, { error }),
              })
            }
          >
            <Trans>Cancel sending</Trans>
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
        <Trans>Recent sends</Trans>
      </h2>
      {operations.isError ? (
        <p className="text-destructive">
          <Trans>The recent sends could not be loaded. Try Refresh All.</Trans>
        </p>
      ) : operations.isPending ? (
        <p className="text-muted-foreground">
          <Trans>Loading...</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>Nothing has been sent in bulk yet.</Trans>
        </p>
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
