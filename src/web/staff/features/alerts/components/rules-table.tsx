import { formatDateTime } from '@shared/format/dates';
import type { AlertRule } from '@shared/alerts/schema';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/staff/components/data-table';
import { ActiveSwitch } from './active-switch';

type RulesTableProps = {
  rows: AlertRule[] | undefined;
  isLoading: boolean;
  error?: string;
  /** Given to an admin only; without them the rules are read-only. */
  actions?: {
    onEdit: (rule: AlertRule) => void;
    onDelete: (rule: AlertRule) => void;
    onToggle: (rule: AlertRule) => void;
    /** The rule whose switch is being saved. */
    toggling?: number;
  };
};

export function RulesTable({ rows, isLoading, error, actions }: RulesTableProps) {
  const columns: Column<AlertRule>[] = [
    { key: 'name', header: 'Name', cell: (r) => <span className="block min-w-32 font-medium">{r.name}</span> },
    { key: 'watches', header: 'Watches for', cell: (r) => <span className="block min-w-48">{r.description}</span> },
    {
      key: 'emails',
      header: 'E-mails',
      cell: (r) => (r.notifyStaff.length ? <span className="block min-w-32">{r.notifyStaff.map((s) => s.name).join(', ')}</span> : <span className="text-muted-foreground">Nobody</span>),
    },
    {
      key: 'active',
      header: 'Active',
      cell: (r) => <ActiveSwitch rule={r} onToggle={actions?.onToggle} busy={actions?.toggling === r.id} />,
    },
    { key: 'last', header: 'Last fired', cell: (r) => <span className="whitespace-nowrap">{r.lastTriggered ? formatDateTime(r.lastTriggered) : 'Never'}</span> },
    { key: 'count', header: 'Fired', className: 'text-end', cell: (r) => <span className="tabular-nums">{r.triggerCount.toLocaleString('en-US')}</span> },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (r) => (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" data-alert-rule={r.id} aria-label={`Edit ${r.name}`} onClick={() => actions.onEdit(r)}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Delete ${r.name}`} onClick={() => actions.onDelete(r)}>
            Delete
          </Button>
        </div>
      ),
    });
  }
  return (
    <DataTable
      caption="Alert rules"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      isLoading={isLoading}
      error={error}
      empty={actions ? 'No alert rules yet. Make one with New rule.' : 'No alert rules yet.'}
    />
  );
}
