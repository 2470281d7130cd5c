import { Link } from 'react-router';
import { formatDate } from '@shared/format/dates';
import { formatStatusLabel } from '@shared/incidents/status';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { formatTrailAmount } from '@shared/money-trails/amount';
import { friendlyAccount } from '@shared/money-trails/friendly-account';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type TableState } from '@/staff/components/data-table';
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
  const columns: Column<StaffMoneyTrail>[] = [
    {
      key: 'case',
      header: 'Incident',
      cell: (t) => (
        <Link to={paths.adminIncident(t.incidentId)} className="font-mono whitespace-nowrap text-primary underline underline-offset-4">
          {t.reference}
        </Link>
      ),
    },
    { key: 'type', header: 'Type', cell: (t) => formatStatusLabel(t.transactionType) },
    { key: 'amount', header: 'Amount', className: 'text-end', cell: (t) => <span className="whitespace-nowrap tabular-nums">{formatTrailAmount(t.amount, t.currency)}</span> },
    {
      key: 'accounts',
      header: 'From → to',
      cell: (t) => (
        <div className="min-w-48 [overflow-wrap:anywhere]">
          {t.fromAccount ? friendlyAccount(t.fromAccount) : <span className="text-muted-foreground">Not recorded</span>} → {friendlyAccount(t.toAccount)}
          {t.blockchainTx ? <div className="text-xs text-muted-foreground">Tx {t.blockchainTx}</div> : null}
        </div>
      ),
    },
    { key: 'date', header: 'Date', cell: (t) => <span className="whitespace-nowrap">{formatDate(t.transactionDate)}</span> },
    { key: 'status', header: 'Status', cell: (t) => <TrailStatusBadge status={t.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (t) => (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" data-trail={t.id} aria-label={`Edit the trail of ${formatTrailAmount(t.amount, t.currency)} on ${t.reference}`} onClick={() => onEdit(t)}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Delete the trail of ${formatTrailAmount(t.amount, t.currency)} on ${t.reference}`} onClick={() => onDelete(t)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(t) => t.id} />;
}
