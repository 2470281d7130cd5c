import { formatDate } from '@shared/format/dates';
import { formatMoney } from '@shared/money/format-money';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { canChangePayoutStatus } from '@shared/payouts/status';
import { payoutMethodLabel } from '@shared/payouts/schema';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type RowSelection, type TableState } from '@/staff/components/data-table';
import { paths } from '@/lib/paths';
import { PayoutStatusBadge } from './payout-status-badge';
import { RevealDetails } from './reveal-details';

type PayoutsTableProps = TableState<StaffPayout> & {
  onApprove: (payout: StaffPayout) => void;
  onReject: (payout: StaffPayout) => void;
  onMarkPaid: (payout: StaffPayout) => void;
  busyId?: number;
  /** Rows chosen for an action on many (issue 26). */
  selection?: RowSelection<StaffPayout>;
};

/**
 * Four eyes (D17): the approvals given so far, by whom, and what is still needed, so nobody has to
 * guess why a request they approved is still pending.
 */
function ApprovalsNote({ payout }: { payout: StaffPayout }) {
  const given = payout.approvals;
  const names = given.map((a) => `${a.name} (${formatDate(a.approvedAt)})`).join(', ');
  if (payout.status === 'paid') return payout.paidBy ? <span className="text-xs text-muted-foreground">Marked paid by {payout.paidBy}</span> : null;
  if (payout.status === 'approved') {
    return (
      <span className="text-xs text-muted-foreground">
        {given.length > 0 ? `Approved by ${names}. ` : ''}Someone other than the final approver marks it paid.
      </span>
    );
  }
  const missing = Math.max(payout.approvalsNeeded - given.length, 0);
  return (
    <span className="text-xs text-muted-foreground">
      {given.length === 0 ? 'No approvals yet' : `Approved by ${names}`}
      {payout.status === 'pending' ? ` · ${payout.approvalsNeeded === 1 ? 'one approval needed' : `needs ${missing} more, from a different staff member`}` : ''}
    </span>
  );
}

/** Payout requests with the spec's Approve and Reject (each disabled in that status), then Mark Paid (D5). */
export function PayoutsTable({ onApprove, onReject, onMarkPaid, busyId, selection, ...table }: PayoutsTableProps) {
  const columns: Column<StaffPayout>[] = [
    {
      key: 'case',
      header: 'Case',
      cell: (p) => (
        <div className="min-w-40">
          <Link to={paths.adminIncident(p.incidentId)} data-payout={p.id} className="font-mono whitespace-nowrap text-primary underline underline-offset-4">
            {p.reference}
          </Link>
          <div className="break-all text-muted-foreground">{p.email}</div>
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      className: 'text-end',
      cell: (p) => (
        <div className="tabular-nums whitespace-nowrap">
          <div className="font-medium">{formatMoney(p.amount, p.currency)}</div>
          {p.status === 'pending' || p.status === 'rejected' ? <div className="text-xs text-muted-foreground">{formatMoney(p.available, p.currency)} available</div> : null}
        </div>
      ),
    },
    {
      key: 'to',
      header: 'Pay to',
      cell: (p) => (
        <div>
          <div>{payoutMethodLabel(p.payoutMethod)}</div>
          <RevealDetails payout={p} />
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => (
        <div className="flex flex-col items-start gap-1">
          <PayoutStatusBadge status={p.status} />
          <ApprovalsNote payout={p} />
          {p.paymentReference ? <span className="text-xs text-muted-foreground break-all">Ref. {p.paymentReference}</span> : null}
        </div>
      ),
    },
    {
      key: 'dates',
      header: 'Requested',
      cell: (p) => (
        <div className="whitespace-nowrap">
          <div>{formatDate(p.createdAt)}</div>
          {p.paidAt ? <div className="text-xs text-muted-foreground">Paid {formatDate(p.paidAt)}</div> : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <div className="flex max-w-64 flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Approve ${p.reference}`}
            disabled={!canChangePayoutStatus(p.status, 'approved') || p.approveBlockedReason !== null || busyId === p.id}
            onClick={() => onApprove(p)}
          >
            Approve
          </Button>
          <Button size="sm" variant="outline" aria-label={`Reject ${p.reference}`} disabled={!canChangePayoutStatus(p.status, 'rejected') || busyId === p.id} onClick={() => onReject(p)}>
            Reject
          </Button>
          {p.status === 'approved' ? (
            <Button size="sm" aria-label={`Mark Paid ${p.reference}`} disabled={p.markPaidBlockedReason !== null || busyId === p.id} onClick={() => onMarkPaid(p)}>
              Mark Paid
            </Button>
          ) : null}
          {/* Why a button is off for this person (D17), in the server's own words. */}
          {canChangePayoutStatus(p.status, 'approved') && p.approveBlockedReason ? <p className="text-xs text-muted-foreground">{p.approveBlockedReason}</p> : null}
          {p.status === 'approved' && p.markPaidBlockedReason ? <p className="text-xs text-muted-foreground">{p.markPaidBlockedReason}</p> : null}
        </div>
      ),
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(p) => p.id} selection={selection} />;
}
