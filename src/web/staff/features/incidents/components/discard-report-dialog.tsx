import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { RecordDialog } from '@/staff/components/record-dialog';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDiscardIncident } from '../api/discard-incident';
import { failureText } from '../lib/failure-text';

type DiscardReportDialogProps = {
  /** The report to discard; the dialog is open while one is given. */
  report: { id: number; reference: string } | null;
  onClose: () => void;
  onDiscarded?: () => void;
};

/** Asks before an unconfirmed report and its files are removed for good (D18). */
export function DiscardReportDialog({ report, onClose, onDiscarded }: DiscardReportDialogProps) {
  const discard = useDiscardIncident();
  const { t } = useLingui();
  const reference = report?.reference;
  const onDiscard = () => {
    if (!report) return;
    const reference = report.reference;
    discard.mutate(report.id, {
      onSuccess: () => {
        toast({ title: t`Report discarded`, description: t`${reference} and its files were removed.` });
        onClose();
        onDiscarded?.();
      },
      onError: (error) => failureToast(failureText(t`Failed to discard report`, error)),
    });
  };
  return (
    <RecordDialog
      record={report}
      onClose={onClose}
      title={<Trans>Discard report {reference}?</Trans>}
      description={
        <Trans>
          This report was never confirmed by the owner of its e-mail address or by staff. Discarding it removes the report and
          its files for good. This cannot be undone.
        </Trans>
      }
    >
      {() => (
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={discard.isPending}>
            <Trans>Keep report</Trans>
          </Button>
          <Button variant="destructive" onClick={onDiscard} disabled={discard.isPending}>
            {discard.isPending ? t`Discarding...` : t`Discard report`}
          </Button>
        </DialogFooter>
      )}
    </RecordDialog>
  );
}
