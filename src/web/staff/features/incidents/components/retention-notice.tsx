import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/i18n/format';
import { failureToast } from '@/staff/lib/failure-toast';
import { useReportRetention } from '../api/get-report-retention';
import { useKeepReport } from '../api/keep-report';
import { failureText } from '../lib/failure-text';

/** On an unconfirmed report: the day it will be removed unless confirmed, and a Keep button. */
export function RetentionNotice({ incidentId, reference }: { incidentId: number; reference: string }) {
  const retention = useReportRetention(incidentId);
  const keep = useKeepReport();
  const { t } = useLingui();
  const data = retention.data;
  if (!data || data.confirmed) return null;
  if (data.keptAt) {
    const since = formatDate(data.keptAt);
    return (
      <p className="basis-full text-sm">
        <Trans>Kept by staff since {since}: it will not be removed while it waits.</Trans>
      </p>
    );
  }
  if (!data.removalDue) {
    return (
      <p className="basis-full text-sm">
        <Trans>Staff have worked on this report, so it will not be removed while it waits for confirmation.</Trans>
      </p>
    );
  }
  const removalDay = formatDate(data.removalDue);
  const retentionDays = data.retentionDays;
  const onKeep = () =>
    keep.mutate(incidentId, {
      onSuccess: () => toast({ title: t`Report kept`, description: t`${reference} will not be removed while it waits for confirmation.` }),
      onError: (error) => failureToast(failureText(t`Failed to keep report`, error)),
    });
  return (
    <div className="flex basis-full flex-wrap items-center gap-3 text-sm">
      <p className="min-w-48 flex-1">
        <Trans>
          Unless it is confirmed, this report and its files will be removed on {removalDay} (
          <Plural value={retentionDays} one="# day" other="# days" /> after it was made).
        </Trans>
      </p>
      <Button size="sm" variant="outline" onClick={onKeep} disabled={keep.isPending}>
        {keep.isPending ? t`Keeping...` : t`Keep report`}
      </Button>
    </div>
  );
}
