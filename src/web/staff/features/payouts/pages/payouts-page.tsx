import { useState } from 'react';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { payoutStatuses } from '@shared/payouts/status';
import { ExportButton } from '@/staff/components/export-button';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { useListParams } from '@/staff/lib/use-list-params';
import { returnFocus } from '@/staff/lib/return-focus';
import { toast } from '@/hooks/use-toast';
import { useDecidePayout } from '../api/decide-payout';
import { usePayouts } from '../api/get-payouts';
import { ApprovePayoutDialog } from '../components/approve-payout-dialog';
import { MarkPaidDialog } from '../components/mark-paid-dialog';
import { payoutStatusLabel } from '../components/payout-status-badge';
import { PayoutsTable } from '../components/payouts-table';
import { payoutFailureToast } from '../lib/payout-toasts';

const statusOptions = [{ value: 'all', label: 'All' }, ...payoutStatuses.map((value) => ({ value, label: payoutStatusLabel(value) }))];

/** /admin/payouts: the victims' payout requests and the team's decisions on them (D5). */
export default function PayoutsPage() {
  const { params, update, queryString } = useListParams({ sort: 'newest' });
  const list = usePayouts(queryString);
  const decide = useDecidePayout();
  const [approving, setApproving] = useState<StaffPayout | null>(null);
  const [markingPaid, setMarkingPaid] = useState<StaffPayout | null>(null);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / params.pageSize));
  const filtered = params.q.trim() !== '' || params.status !== 'all';

  const closeDialog = (payout: StaffPayout | null, set: (value: null) => void) => {
    set(null);
    if (payout) returnFocus(`[data-payout="${payout.id}"]`);
  };

  const reject = (payout: StaffPayout) =>
    decide.mutate(
      { id: payout.id, body: { status: 'rejected' } },
      {
        onSuccess: () => toast({ title: 'Payout rejected', description: `${payout.reference}. The victim will be told by e-mail.` }),
        onError: payoutFailureToast,
      },
    );

  return (
    <>
      <SectionHeader
        title="Payouts"
        description="Requests to pay out recovered funds, newest first. Approval is checked against what each case has recovered, less the fee."
      />
      <ListToolbar
        searchLabel="Search payouts"
        searchPlaceholder="Search by e-mail or FR- reference"
        q={params.q}
        onSearch={(q) => update({ q })}
        status={{ label: 'Status', value: params.status, options: statusOptions, onChange: (value) => update({ status: value }) }}
        actions={<ExportButton list="payout-requests" query={queryString} />}
      />
      <PayoutsTable
        caption={`Payout requests, page ${params.page} of ${pages}`}
        rows={list.data?.items}
        isLoading={list.isFetching}
        error={list.isError ? 'The payout requests could not be loaded. Try Refresh All or reload the page.' : undefined}
        empty={filtered ? 'No payout requests match this search.' : 'No payout requests yet.'}
        onApprove={setApproving}
        onReject={reject}
        onMarkPaid={setMarkingPaid}
        busyId={decide.isPending ? decide.variables?.id : undefined}
      />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        total={list.data?.total}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
        noun="payout requests"
      />
      <ApprovePayoutDialog payout={approving} onClose={() => closeDialog(approving, setApproving)} />
      <MarkPaidDialog payout={markingPaid} onClose={() => closeDialog(markingPaid, setMarkingPaid)} />
    </>
  );
}
