import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import type { StaffApplication } from '@shared/applications/staff-schema';
import type { StaffApplicationStatus } from '@shared/applications/status';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type RowSelection, type TableState } from '@/staff/components/data-table';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { ApplicationStatusBadge } from './application-status-badge';

type ApplicationsTableProps = TableState<StaffApplication> & {
  onSetStatus: (application: StaffApplication, status: StaffApplicationStatus) => void;
  /** The application whose change is on its way: its buttons wait for the answer. */
  busyId?: number;
  /** Rows chosen for an action on many (issue 26). */
  selection?: RowSelection<StaffApplication>;
};

/** A row's View link, where focus goes back to when its dialog closes. */
export const viewLinkOf = (id: number) => document.querySelector<HTMLElement>(`[data-view-application="${id}"]`);

/** The spec's row buttons: approve and reject at once (each disabled in that status), or open the record. */
export function ApplicationsTable({ onSetStatus, busyId, selection, ...table }: ApplicationsTableProps) {
  const { search } = useLocation();
  const { t } = useLingui();
  // The row's buttons wait for the answer, disabled, and the one pressed stays so afterwards: focus
  // moves to the row's View link, which is always there, instead of falling out of the page.
  const decide: typeof onSetStatus = (a, status) => {
    viewLinkOf(a.id)?.focus();
    onSetStatus(a, status);
  };
  const columns: Column<StaffApplication>[] = [
    { key: 'id', header: t`Reference`, cell: (a) => <span className="font-mono whitespace-nowrap">{a.recoveryId}</span> },
    {
      key: 'applicant',
      header: t`Applicant`,
      cell: (a) => (
        <div className="min-w-40">
          <div className="font-medium">{a.fullName}</div>
          <div className="break-all text-muted-foreground">{a.email}</div>
        </div>
      ),
    },
    { key: 'platform', header: t`Platform`, cell: (a) => a.platformName },
    { key: 'amount', header: t`Amount lost`, className: 'text-end', cell: (a) => <span className="tabular-nums">{formatMoney(a.lossAmount, a.currency)}</span> },
    { key: 'status', header: t`Status`, cell: (a) => <ApplicationStatusBadge status={a.status} /> },
    { key: 'submitted', header: t`Submitted`, cell: (a) => <span className="whitespace-nowrap">{formatDate(a.createdAt)}</span> },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (a) => {
        const reference = a.recoveryId;
        return (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={t`Approve ${reference}`}
            disabled={a.status === 'approved' || busyId === a.id}
            onClick={() => decide(a, 'approved')}
          >
            <Trans>Approve</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t`Reject ${reference}`}
            disabled={a.status === 'rejected' || busyId === a.id}
            onClick={() => decide(a, 'rejected')}
          >
            <Trans>Reject</Trans>
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to={{ pathname: paths.adminApplication(a.id), search }} aria-label={t`View ${reference}`} data-view-application={a.id}>
              <Trans>View</Trans>
            </Link>
          </Button>
        </div>
        );
      },
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(a) => a.id} selection={selection} />;
}
