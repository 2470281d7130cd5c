import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertRule } from '@shared/alerts/schema';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/i18n/format';
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
  const { t } = useLingui();
  const columns: Column<AlertRule>[] = [
    { key: 'name', header: t`Name`, cell: (r) => <span className="block min-w-32 font-medium">{r.name}</span> },
    { key: 'watches', header: t`Watches for`, cell: (r) => <span className="block min-w-48">{r.description}</span> },
    {
      key: 'emails',
      header: t`E-mails`,
      cell: (r) => (r.notifyStaff.length ? <span className="block min-w-32">{r.notifyStaff.map((s) => s.name).join(', ')}</span> : <span className="text-muted-foreground">
            <Trans>Nobody</Trans>
          </span>),
    },
    {
      key: 'active',
      header: t`Active`,
      cell: (r) => <ActiveSwitch rule={r} onToggle={actions?.onToggle} busy={actions?.toggling === r.id} />,
    },
    { key: 'last', header: t`Last fired`, cell: (r) => <span className="whitespace-nowrap">{r.lastTriggered ? formatDateTime(r.lastTriggered) : t`Never`}</span> },
    { key: 'count', header: t`Fired`, className: 'text-end', cell: (r) => <span className="tabular-nums">{formatNumber(r.triggerCount)}</span> },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (r) => {
        const name = r.name;
        return (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" data-alert-rule={r.id} aria-label={t`Edit ${name}`} onClick={() => actions.onEdit(r)}>
              <Trans>Edit</Trans>
            </Button>
            <Button size="sm" variant="ghost" aria-label={t`Delete ${name}`} onClick={() => actions.onDelete(r)}>
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
    });
  }
  return (
    <DataTable
      caption={t`Alert rules`}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      isLoading={isLoading}
      error={error}
      empty={actions ? t`No alert rules yet. Make one with New rule.` : t`No alert rules yet.`}
    />
  );
}
