import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { canChangePayoutStatus } from '@shared/payouts/status';
import { payoutMethodLabel } from '@shared/payouts/schema';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type RowSelection, type TableState } from '@/staff/components/data-table';
import { formatDate, formatDateTimeWithZone, formatMoney } from '@/lib/i18n/format';
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
  const { t } = useLingui();
  const given = payout.approvals;
  const names = given.map((a) => `${a.name} (${formatDateTimeWithZone(a.approvedAt)})`).join(', ');
  const paidBy = payout.paidBy;
  if (payout.status === 'paid') return paidBy ? <span className="text-xs text-muted-foreground">{t`Marked paid by ${paidBy}`}</span> : null;
  if (payout.status === 'approved') {
    return (
      <span className="text-xs text-muted-foreground">
        {given.length > 0 ? `${t`Approved by ${names}.`} ` : ''}
        {t`Someone other than the final approver marks it paid.`}
      </span>
    );
  }
  const missing = Math.max(payout.approvalsNeeded - given.length, 0);
  const needed =
    payout.approvalsNeeded === 1
      ? t`one approval needed`
      : plural(missing, { one: 'needs # more, from a different staff member', other: 'needs # more, from a different staff member' });
  return (
    <span className="text-xs text-muted-foreground">
      {given.length === 0 ? t`No approvals yet` : t`Approved by ${names}`}
      {payout.status === 'pending' ? ` · ${needed}` : ''}
    </span>
  );
}

/** Payout requests with the spec's Approve and Reject (each disabled in that status), then Mark Paid (D5). */
export function PayoutsTable({ onApprove, onReject, onMarkPaid, busyId, selection, ...table }: PayoutsTableProps) {
  const { t } = useLingui();
  const columns: Column<StaffPayout>[] = [
    {
      key: 'case',
      header: t`Case`,
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
      header: t`Amount`,
      className: 'text-end',
      cell: (p) => {
        const available = formatMoney(p.available, p.currency);
        return (
          <div className="tabular-nums whitespace-nowrap">
            <div className="font-medium">{formatMoney(p.amount, p.currency)}</div>
            {p.status === 'pending' || p.status === 'rejected' ? (
              <div className="text-xs text-muted-foreground">
                <Trans>{available} available</Trans>
              </div>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'to',
      header: t`Pay to`,
      cell: (p) => (
        <div>
          <div>{payoutMethodLabel(p.payoutMethod)}</div>
          <RevealDetails payout={p} />
        </div>
      ),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (p) => {
        const paymentReference = p.paymentReference;
        return (
        <div className="flex flex-col items-start gap-1">
          <PayoutStatusBadge status={p.status} />
          <ApprovalsNote payout={p} />
          {p.paymentReference ? (
            <span className="text-xs text-muted-foreground break-all">
              <Trans>Ref. {paymentReference}</Trans>
            </span>
          ) : null}
        </div>
        );
      },
    },
    {
      key: 'dates',
      header: t`Requested`,
      cell: (p) => {
        const paidOn = p.paidAt ? formatDate(p.paidAt) : '';
        return (
        <div className="whitespace-nowrap">
          <div>{formatDate(p.createdAt)}</div>
          {p.paidAt ? (
            <div className="text-xs text-muted-foreground">
              <Trans>Paid {paidOn}</Trans>
            </div>
          ) : null}
        </div>
        );
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (p) => {
        const reference = p.reference;
        return (
        <div className="flex max-w-64 flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={t`Approve ${reference}`}
            disabled={!canChangePayoutStatus(p.status, 'approved') || p.approveBlockedReason !== null || busyId === p.id}
            onClick={() => onApprove(p)}
          >
            <Trans>Approve</Trans>
          </Button>
          <Button size="sm" variant="outline" aria-label={t`Reject ${reference}`} disabled={!canChangePayoutStatus(p.status, 'rejected') || busyId === p.id} onClick={() => onReject(p)}>
            <Trans>Reject</Trans>
          </Button>
          {p.status === 'approved' ? (
            <Button size="sm" aria-label={t`Mark Paid ${reference}`} disabled={p.markPaidBlockedReason !== null || busyId === p.id} onClick={() => onMarkPaid(p)}>
              <Trans>Mark Paid</Trans>
            </Button>
          ) : null}
          {/* Why a button is off for this person (D17), in the server's own words. */}
          {canChangePayoutStatus(p.status, 'approved') && p.approveBlockedReason ? <p className="text-xs text-muted-foreground">{p.approveBlockedReason}</p> : null}
          {p.status === 'approved' && p.markPaidBlockedReason ? <p className="text-xs text-muted-foreground">{p.markPaidBlockedReason}</p> : null}
        </div>
        );
      },
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(p) => p.id} selection={selection} />;
}
