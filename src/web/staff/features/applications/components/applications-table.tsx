import { Link, useLocation } from 'react-router';
import type { StaffApplication } from '@shared/applications/staff-schema';
import type { StaffApplicationStatus } from '@shared/applications/status';
import { formatDate } from '@shared/format/dates';
import { formatMoney } from '@shared/money/format-money';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type RowSelection, type TableState } from '@/staff/components/data-table';
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
  // The row's buttons wait for the answer, disabled, and the one pressed stays so afterwards: focus
  // moves to the row's View link, which is always there, instead of falling out of the page.
  const decide: typeof onSetStatus = (a, status) => {
    viewLinkOf(a.id)?.focus();
    onSetStatus(a, status);
  };
  const columns: Column<StaffApplication>[] = [
    { key: 'id', header: 'Reference', cell: (a) => <span className="font-mono whitespace-nowrap">{a.recoveryId}</span> },
    {
      key: 'applicant',
      header: 'Applicant',
      cell: (a) => (
        <div className="min-w-40">
          <div className="font-medium">{a.fullName}</div>
          <div className="break-all text-muted-foreground">{a.email}</div>
        </div>
      ),
    },
    { key: 'platform', header: 'Platform', cell: (a) => a.platformName },
    { key: 'amount', header: 'Amount lost', className: 'text-end', cell: (a) => <span className="tabular-nums">{formatMoney(a.lossAmount, a.currency)}</span> },
    { key: 'status', header: 'Status', cell: (a) => <ApplicationStatusBadge status={a.status} /> },
    { key: 'submitted', header: 'Submitted', cell: (a) => <span className="whitespace-nowrap">{formatDate(a.createdAt)}</span> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (a) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Approve ${a.recoveryId}`}
            disabled={a.status === 'approved' || busyId === a.id}
            onClick={() => decide(a, 'approved')}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Reject ${a.recoveryId}`}
            disabled={a.status === 'rejected' || busyId === a.id}
            onClick={() => decide(a, 'rejected')}
          >
            Reject
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to={{ pathname: paths.adminApplication(a.id), search }} aria-label={`View ${a.recoveryId}`} data-view-application={a.id}>
              View
            </Link>
          </Button>
        </div>
      ),
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(a) => a.id} selection={selection} />;
}
