import type { StaffApplication } from '@shared/applications/staff-schema';
import type { StaffApplicationStatus } from '@shared/applications/status';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useUpdateApplication } from '../api/update-application';
import { applicationActions, UPDATE_FAILED } from './application-actions';

/** Sets an application's status and says how it went, in the spec's words on failure. */
export function useApplicationStatus() {
  const update = useUpdateApplication();
  const setStatus = (application: Pick<StaffApplication, 'id' | 'recoveryId'>, status: StaffApplicationStatus) =>
    update.mutate(
      { id: application.id, body: { status } },
      {
        onSuccess: () => {
          const action = applicationActions.find((a) => a.status === status);
          toast({ title: action?.done ?? 'Application updated', description: application.recoveryId });
        },
        onError: () => failureToast(UPDATE_FAILED),
      },
    );
  return { setStatus, isPending: update.isPending, pendingId: update.isPending ? update.variables?.id : undefined };
}
