import { useLingui } from '@lingui/react/macro';
import type { StaffApplication } from '@shared/applications/staff-schema';
import type { StaffApplicationStatus } from '@shared/applications/status';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useUpdateApplication } from '../api/update-application';
import { applicationActions, UPDATE_FAILED } from './application-actions';

/** What goes with a decision: a rejection's reason (required), and admin notes typed but not yet saved. */
export type DecisionExtras = { reason?: string; adminNotes?: string | null };

/** Sets an application's status and says how it went, in the spec's words on failure. */
export function useApplicationStatus() {
  const update = useUpdateApplication();
  const { t, i18n } = useLingui();
  const setStatus = (application: Pick<StaffApplication, 'id' | 'recoveryId'>, status: StaffApplicationStatus, extras: DecisionExtras = {}, onDone?: () => void) =>
    update.mutate(
      { id: application.id, body: { status, ...extras } },
      {
        onSuccess: () => {
          const action = applicationActions.find((a) => a.status === status);
          toast({ title: action ? i18n._(action.done) : t`Application updated`, description: application.recoveryId });
          onDone?.();
        },
        onError: () => failureToast(i18n._(UPDATE_FAILED)),
      },
    );
  return { setStatus, isPending: update.isPending, pendingId: update.isPending ? update.variables?.id : undefined };
}
