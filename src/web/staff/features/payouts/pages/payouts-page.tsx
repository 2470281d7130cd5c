import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { payoutStatuses } from '@shared/payouts/status';
import { formatMoney } from '@/lib/i18n/format';
import { ExportButton } from '@/staff/components/export-button';
import { SavedViewsControl } from '@/staff/components/saved-views-control';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { useRowSelection } from '@/staff/components/use-row-selection';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { returnFocus } from '@/staff/lib/return-focus';
import { useDecidePayout } from '../api/decide-payout';
import { usePayouts } from '../api/get-payouts';
import { ApprovePayoutDialog } from '../components/approve-payout-dialog';
import { MarkPaidDialog } from '../components/mark-paid-dialog';
import { PayoutBulkActions, type ChosenPayout } from '../components/payout-bulk-actions';
import { RejectPayoutDialog } from '../components/reject-payout-dialog';
import { payoutStatusLabels } from '../components/payout-status-badge';
import { PayoutsTable } from '../components/payouts-table';

/** /admin/payouts: the victims' payout requests and the team's decisions on them (D5). */
export default function PayoutsPage() {
  const { t, i18n } = useLingui();
  const statusOptions = [{ value: 'all', label: t`All` }, ...payoutStatuses.map((value) => ({ value, label: i18n._(payoutStatusLabels[value]) }))];
  const { params, update, queryString } = useListParams({ sort: 'newest' });
  const list = usePayouts(queryString);
  const decide = useDecidePayout();
  const [approving, setApproving] = useState<StaffPayout | null>(null);
  const [markingPaid, setMarkingPaid] = useState<StaffPayout | null>(null);
  const [rejecting, setRejecting] = useState<StaffPayout | null>(null);
  const view = listView({ params, update }, list);
  const chosen = useRowSelection<StaffPayout, ChosenPayout>(queryString, {
    idOf: (p) => p.id,
    toChosen: (p) => ({ id: p.id, reference: `${p.reference}, ${formatMoney(p.amount, p.currency)}`, version: p.updatedAt }),
    label: (p) => {
      const reference = p.reference;
      const amount = formatMoney(p.amount, p.currency);
      return t`Choose ${reference}, ${amount}`;
    },
  });

  const closeDialog = (payout: StaffPayout | null, set: (value: null) => void) => {
    set(null);
    if (payout) returnFocus(`[data-payout="${payout.id}"]`);
  };


  return (
    <>
      <SectionHeader
        title={t`Payouts`}
        description={t`Requests to pay out recovered funds, newest first. Approval is checked against what each case has recovered, less the fee.`}
      />
      <ListToolbar searchLabel={t`Search payouts`} searchPlaceholder={t`Search by e-mail or FR- reference`} {...view.search} status={view.status(t`Status`, statusOptions)} actions={
          <>
            <SavedViewsControl list="payouts" />
            <ExportButton list="payout-requests" query={queryString} />
          </>
        } />
      <PayoutBulkActions chosen={chosen.chosen} onDone={chosen.clear} />
      <PayoutsTable
        {...view.table({ caption: t`Payout requests`, error: t`The payout requests could not be loaded. Try Refresh All or reload the page.`, noMatch: t`No payout requests match this search.`, none: t`No payout requests yet.` })}
        onApprove={setApproving}
        onReject={setRejecting}
        onMarkPaid={setMarkingPaid}
        busyId={decide.isPending ? decide.variables?.id : undefined}
        selection={chosen.selection}
      />
      <Pagination {...view.pager} noun={t`payout requests`} />
      <ApprovePayoutDialog payout={approving} onClose={() => closeDialog(approving, setApproving)} />
      <MarkPaidDialog payout={markingPaid} onClose={() => closeDialog(markingPaid, setMarkingPaid)} />
      <RejectPayoutDialog payout={rejecting} onClose={() => closeDialog(rejecting, setRejecting)} />
    </>
  );
}
