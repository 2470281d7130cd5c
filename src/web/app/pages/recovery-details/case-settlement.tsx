import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseDetails } from '@shared/cases/schema';
import { ScamWarning } from '@/components/layout/scam-warning';
import { EmptyState } from '@/features/incidents/components/empty-state';
import { SectionHeading } from '@/features/incidents/components/section-heading';
import { FeeExplanation, SettlementFigures } from '@/features/incidents/components/settlement-figures';
import { PayoutList } from '@/features/payouts/components/payout-list';
import { payoutRequestsHeadingProps } from '@/features/payouts/components/payout-requests-heading';
import { RequestPayoutDialog } from '@/features/payouts/components/request-payout-dialog';
import { compareDecimals } from '@shared/money/decimal';

function PayoutNote({ details }: { details: CaseDetails }) {
  if (compareDecimals(details.settlement.recovered, '0') <= 0) {
    return (
      <Trans>
        No money has been recovered on this case so far. A payout can be requested only once the case team records money actually
        returned.
      </Trans>
    );
  }
  if (details.payouts.some((p) => p.status === 'pending' || p.status === 'approved')) {
    return <Trans>A payout request for this case is already being handled. You can follow its status below.</Trans>;
  }
  return <Trans>Everything recovered on this case so far has been paid out. If more money is recovered, you can request it here.</Trans>;
}

/** D5: what was actually recovered, the fee on it, and the payouts; no ranges, no estimates. */
export function CaseSettlement({ details }: { details: CaseDetails }) {
  const { t } = useLingui();
  const { incident, platform, settlement } = details;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" aria-label={t`Settlement figures`}>
        <SettlementFigures settlement={settlement} />
        <FeeExplanation feePercent={settlement.feePercent} />
        {details.canRequestPayout ? (
          <RequestPayoutDialog
            payoutCase={{ incidentId: incident.id, caseReference: incident.caseReference, platformName: platform.name, settlement, payoutOptions: details.payoutOptions }}
            triggerProps={{ className: 'self-start' }}
          />
        ) : (
          <p className="text-base">
            <PayoutNote details={details} />
          </p>
        )}
      </section>
      <section className="flex flex-col gap-3">
        <SectionHeading {...payoutRequestsHeadingProps}>
          <Trans>Payout requests</Trans>
        </SectionHeading>
        {details.payouts.length === 0 ? (
          <EmptyState title={t`No payout requests yet`} />
        ) : (
          <PayoutList payouts={details.payouts} />
        )}
      </section>
      <ScamWarning inFlow compact />
    </div>
  );
}
