import type { CaseDetails } from '@shared/cases/schema';
import { ApplyForRecoveryButton } from '@/features/incidents/components/apply-for-recovery-button';
import { RequestPayoutDialog } from '@/features/payouts/components/request-payout-dialog';
import { useStoredUser } from '@/lib/session/stored-user';

/** Apply (when the platform allows it and the victim has not applied) and Request Payout (D5). */
export function IncidentActions({ details }: { details: CaseDetails }) {
  const user = useStoredUser();
  const { incident, platform, settlement } = details;
  return (
    <>
      {details.canApply ? (
        <ApplyForRecoveryButton
          variant="outline"
          incidentId={incident.id}
          platform={platform.name}
          email={user?.email ?? ''}
          amount={incident.lossAmount}
          currency={incident.currency}
        />
      ) : null}
      {details.canRequestPayout ? (
        <RequestPayoutDialog
          payoutCase={{ incidentId: incident.id, caseReference: incident.caseReference, platformName: platform.name, settlement, payoutOptions: details.payoutOptions }}
        />
      ) : null}
    </>
  );
}
