import { useLingui } from '@lingui/react/macro';
import { APPLICATION_REJECTION_REASON_REQUIRED, type StaffApplication } from '@shared/applications/staff-schema';
import type { StaffApplicationStatus } from '@shared/applications/status';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ReasonForm } from '@/staff/components/reason-form';
import { RecordDialog } from '@/staff/components/record-dialog';
import { applicationActions } from '../lib/application-actions';
import { useApplicationStatus, type DecisionExtras } from '../lib/use-application-status';

export type PendingDecision = { application: Pick<StaffApplication, 'id' | 'recoveryId' | 'fullName'>; status: StaffApplicationStatus; adminNotes?: string | null };

/**
 * A decision on an application, asked once: a rejection with the reason the applicant reads, any
 * other decision confirmed. Admin notes typed but not saved go with it.
 */
export function DecideApplicationDialog({ decision, onClose, onDecided }: { decision: PendingDecision | null; onClose: () => void; onDecided?: (decision: PendingDecision) => void }) {
  const { t, i18n } = useLingui();
  const status = useApplicationStatus();
  const action = applicationActions.find((a) => a.status === decision?.status);
  const actionLabel = action ? i18n._(action.label) : undefined;
  const decided = actionLabel ?? t`Decide`;
  const reference = decision?.application.recoveryId ?? '';
  const fullName = decision?.application.fullName;
  const decide = (pending: PendingDecision, extras: DecisionExtras) =>
    status.setStatus(pending.application, pending.status, { ...extras, ...(pending.adminNotes !== undefined ? { adminNotes: pending.adminNotes } : {}) }, () => {
      onDecided?.(pending);
      onClose();
    });
  return (
    <RecordDialog
      record={decision}
      onClose={onClose}
      className="max-w-lg"
      title={decision?.status === 'rejected' ? t`Reject application` : t`${decided}: ${reference}`}
      description={decision ? `${reference}, ${fullName}` : null}
    >
      {(pending) =>
        pending.status === 'rejected' ? (
          <ReasonForm
            missing={APPLICATION_REJECTION_REASON_REQUIRED}
            hint={t`Written for the applicant: why we cannot help with this, and where they might find help.`}
            action={t`Reject`}
            pendingAction={t`Rejecting...`}
            pending={status.isPending}
            onCancel={onClose}
            onSubmit={(reason) => decide(pending, { reason })}
          />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              decide(pending, {});
            }}
          >
            <DialogActions onCancel={onClose} action={actionLabel ?? t`Save`} pendingAction={t`Saving...`} pending={status.isPending} />
          </form>
        )
      }
    </RecordDialog>
  );
}
