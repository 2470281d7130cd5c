import { useLingui } from '@lingui/react/macro';
import type { BulkApplicationRequest } from '@shared/applications/bulk-schema';
import { applicationNoun } from '@shared/applications/bulk-schema';
import { APPLICATION_REJECTION_REASON_REQUIRED, applicationStatusLabels } from '@shared/applications/staff-schema';
import { staffApplicationStatuses, type StaffApplicationStatus } from '@shared/applications/status';
import { BulkActionsBar, type BulkKind, type ChosenRecord } from '@/staff/components/bulk-actions-bar';
import { useActOnApplications } from '../api/act-on-applications';

/** A chosen application as the list showed it: `version` is the `updatedAt` a decision is based on. */
export type ChosenApplication = ChosenRecord & { version: string };

/** What to do with the chosen applications (issue 26): the decision one application takes, asked once. */
export function ApplicationBulkActions({ chosen, onDone }: { chosen: ChosenApplication[]; onDone: () => void }) {
  const act = useActOnApplications();
  const { t } = useLingui();
  const kinds: BulkKind[] = [
    {
      kind: 'status',
      label: t`Change status to`,
      field: { label: t`Status`, options: staffApplicationStatuses.map((status) => ({ value: status, label: applicationStatusLabels[status] })), none: t`Nothing to choose` },
      reason: (value) =>
        value === 'rejected' ? { missing: APPLICATION_REJECTION_REASON_REQUIRED, hint: t`Written for the applicants: each reads it as the reason for their rejection.` } : null,
      note: t`An approval or a rejection e-mails each applicant whose address is verified that a decision was made.`,
    },
  ];
  return (
    <BulkActionsBar<BulkApplicationRequest>
      chosen={chosen}
      noun={applicationNoun}
      kinds={kinds}
      request={({ value, reason }) => ({
        items: chosen.map(({ id, version }) => ({ id, version })),
        action: { kind: 'status', status: value as StaffApplicationStatus, ...(value === 'rejected' ? { reason } : {}) },
      })}
      mutation={act}
      onDone={onDone}
    />
  );
}
