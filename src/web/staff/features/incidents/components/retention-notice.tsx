import { formatDate } from '@shared/format/dates';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useReportRetention } from '../api/get-report-retention';
import { useKeepReport } from '../api/keep-report';
import { failureText } from '../lib/failure-text';

/** On an unconfirmed report: the day it will be removed unless confirmed, and a Keep button. */
export function RetentionNotice({ incidentId, reference }: { incidentId: number; reference: string }) {
  const retention = useReportRetention(incidentId);
  const keep = useKeepReport();
  const data = retention.data;
  if (!data || data.confirmed) return null;
  if (data.keptAt) {
    return <p className="basis-full text-sm">Kept by staff since {formatDate(data.keptAt)}: it will not be removed while it waits.</p>;
  }
  if (!data.removalDue) {
    return <p className="basis-full text-sm">Staff have worked on this report, so it will not be removed while it waits for confirmation.</p>;
  }
  const onKeep = () =>
    keep.mutate(incidentId, {
      onSuccess: () => toast({ title: 'Report kept', description: `${reference} will not be removed while it waits for confirmation.` }),
      onError: (error) => failureToast(failureText('Failed to keep report', error)),
    });
  return (
    <div className="flex basis-full flex-wrap items-center gap-3 text-sm">
      <p className="min-w-48 flex-1">
        Unless it is confirmed, this report and its files will be removed on {formatDate(data.removalDue)} ({data.retentionDays} days after it
        was made).
      </p>
      <Button size="sm" variant="outline" onClick={onKeep} disabled={keep.isPending}>
        {keep.isPending ? 'Keeping...' : 'Keep report'}
      </Button>
    </div>
  );
}
