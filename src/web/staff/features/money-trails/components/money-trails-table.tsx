import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { friendlyAccount } from '@shared/money-trails/friendly-account';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type TableState } from '@/staff/components/data-table';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';

const tones: Record<StaffMoneyTrail['status'], BadgeTone> = { pending: 'yellow', verified: 'blue', suspicious: 'orange', recovered: 'green' };

export function TrailStatusBadge({ status }: { status: StaffMoneyTrail['status'] }) {
  return <Badge tone={tones[status]}>{formatStatusLabel(status)}</Badge>;
}

type MoneyTrailsTableProps = TableState<StaffMoneyTrail> & {
  onEdit: (trail: StaffMoneyTrail) => void;
  onDelete: (trail: StaffMoneyTrail) => void;
};

export function MoneyTrailsTable({ onEdit, onDelete, ...table }: MoneyTrailsTableProps) {
  const { t } = useLingui();
  const columns: Column<StaffMoneyTrail>[] = [
    {
      key: 'case',
      header: t`Incident`,
      cell: (trail) => (
        <Link to={paths.adminIncident(trail.incidentId)} className="font-mono whitespace-nowrap text-primary underline underline-offset-4">
          {trail.reference}
        </Link>
      ),
    },
    { key: 'type', header: t`Type`, cell: (trail) => formatStatusLabel(trail.transactionType) },
    {
      key: 'amount',
      header: t`Amount`,
      className: 'text-end',
      cell: (trail) => <span className="whitespace-nowrap tabular-nums">{formatMoney(trail.amount, trail.currency)}</span>,
    },
    {
      key: 'accounts',
      header: t`From → to`,
      cell: (trail) => {
        const blockchainTx = trail.blockchainTx;
        const from = trail.fromAccount ? (
          friendlyAccount(trail.fromAccount)
        ) : (
          <span className="text-muted-foreground">
            <Trans>Not recorded</Trans>
          </span>
        );
        const to = friendlyAccount(trail.toAccount);
        return (
          <div className="min-w-48 [overflow-wrap:anywhere]">
            {/* The arrow is part of the text: a right-to-left language can turn it. */}
            <Trans>
              {from} → {to}
            </Trans>
            {blockchainTx ? (
              <div className="text-xs text-muted-foreground">
                <Trans>Tx {blockchainTx}</Trans>
              </div>
            ) : null}
          </div>
        );
      },
    },
    { key: 'date', header: t`Date`, cell: (trail) => <span className="whitespace-nowrap">{formatDate(trail.transactionDate)}</span> },
    { key: 'status', header: t`Status`, cell: (trail) => <TrailStatusBadge status={trail.status} /> },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (trail) => {
        const amount = formatMoney(trail.amount, trail.currency);
        const reference = trail.reference;
        return (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" data-trail={trail.id} aria-label={t`Edit the trail of ${amount} on ${reference}`} onClick={() => onEdit(trail)}>
              <Trans>Edit</Trans>
            </Button>
            <Button size="sm" variant="ghost" aria-label={t`Delete the trail of ${amount} on ${reference}`} onClick={() => onDelete(trail)}>
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(trail) => trail.id} />;
}
