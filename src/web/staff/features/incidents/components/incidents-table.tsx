import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { StaffIncidentListRow } from '@shared/incidents/staff-schema';
import { type IncidentStatus } from '@shared/incidents/status';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/hooks/use-toast';
import { hasErrorCode } from '@/lib/api-client';
import { formatDate, formatDateTime, formatDaysAgo, formatMoney } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { DataTable, type Column, type RowSelection, type TableState } from '@/staff/components/data-table';
import { ResponseClockBadge } from '@/staff/components/response-clock-badge';
import { TagBadge } from '@/staff/components/tag-badge';
import { failureToast } from '@/staff/lib/failure-toast';
import { useConfirmIncident } from '../api/confirm-incident';
import { useUpdateIncident } from '../api/update-incident';
import { failureText } from '../lib/failure-text';
import { IncidentRowMenu } from './incident-row-menu';
import { IncidentStatusBadge } from '@/staff/components/incident-status-badge';

/**
 * "Jul 21, 2026, 10:00 AM", breaking only between the day and the time when the column is narrow:
 * beside the sidebar at 1440 px, the response clocks need the room (issue 26).
 */
function DayAndTime({ value }: { value: string }) {
  const text = formatDateTime(value);
  const cut = text.lastIndexOf(', ');
  if (cut === -1) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span> <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
    </>
  );
}

type IncidentsTableProps = TableState<StaffIncidentListRow> & {
  onDiscard: (report: { id: number; reference: string }) => void;
  /** Rows chosen for an action on many (issue 26). */
  selection?: RowSelection<StaffIncidentListRow>;
};

const STALE_ROW = msg`Failed to update incident status. Someone else changed this case a moment ago. Nothing was saved; the list now shows the latest version.`;

export function IncidentsTable({ onDiscard, selection, ...table }: IncidentsTableProps) {
  const navigate = useNavigate();
  const update = useUpdateIncident();
  const confirm = useConfirmIncident();
  const { t, i18n } = useLingui();

  const setStatus = ({ incident }: StaffIncidentListRow, status: IncidentStatus) => {
    const reference = incident.reference;
    const statusLabel = formatStatusLabel(status);
    update.mutate(
      { id: incident.id, version: incident.version, body: { status } },
      {
        onSuccess: () => toast({ title: t`Status updated`, description: t`${reference} is now ${statusLabel}.` }),
        onError: (failure) =>
          failureToast(hasErrorCode(failure, 'STALE_VERSION') ? i18n._(STALE_ROW) : failureText(t`Failed to update incident status`, failure)),
      },
    );
  };

  const confirmReport = ({ incident }: StaffIncidentListRow) => {
    const reference = incident.reference;
    confirm.mutate(incident.id, {
      onSuccess: () => toast({ title: t`Report confirmed`, description: t`${reference} now reaches the victim's dashboard.` }),
      onError: (failure) => failureToast(failureText(t`Failed to confirm report`, failure)),
    });
  };

  const columns: Column<StaffIncidentListRow>[] = [
    {
      key: 'platform',
      header: t`Platform and victim`,
      className: 'min-w-56',
      cell: ({ incident, platform, tags }) => (
        <div className="flex flex-col gap-0.5">
          <Link to={paths.adminIncident(incident.id)} className="font-medium text-primary underline-offset-4 hover:underline">
            {platform.name}
          </Link>
          <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <span className="font-mono text-xs">{incident.reference}</span>
            {incident.confirmedAt === null && (
              <Badge tone="yellow">
                <Trans>Unconfirmed</Trans>
              </Badge>
            )}
          </span>
          <span className="break-all text-muted-foreground">{incident.email}</span>
          {tags.length > 0 && (
            <span className="flex flex-wrap gap-1 pt-0.5" aria-label={t`Tags`}>
              {tags.map((tag) => (
                <TagBadge key={tag.id} tag={tag} />
              ))}
            </span>
          )}
        </div>
      ),
    },
    { key: 'amount', header: t`Amount lost`, className: 'text-end tabular-nums whitespace-nowrap', cell: ({ incident }) => formatMoney(incident.lossAmount, incident.currency) },
    {
      key: 'status',
      header: t`Status`,
      cell: ({ incident, clock }) => (
        <div className="flex flex-col items-start gap-1">
          <IncidentStatusBadge status={incident.status} />
          {clock && clock.state !== 'on_time' ? <ResponseClockBadge clock={clock} /> : null}
        </div>
      ),
    },
    {
      key: 'reported',
      header: t`Date reported`,
      className: 'whitespace-nowrap',
      cell: ({ incident }) => (
        <div className="flex flex-col">
          <span>{formatDate(incident.createdAt)}</span>
          <span className="text-muted-foreground">{formatDaysAgo(incident.createdAt)}</span>
        </div>
      ),
    },
    { key: 'updated', header: t`Last updated`, cell: ({ incident }) => <DayAndTime value={incident.updatedAt} /> },
    // After the spec's columns (issue 25).
    {
      key: 'owner',
      header: t`Owner`,
      className: 'min-w-28',
      cell: ({ owner }) =>
        owner ? (
          <span className="[overflow-wrap:anywhere]">{owner.displayName}</span>
        ) : (
          <span className="text-muted-foreground">
            <Trans>Nobody yet</Trans>
          </span>
        ),
    },
    {
      key: 'actions',
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      className: 'w-12 text-end',
      cell: (row) => (
        <IncidentRowMenu
          reference={row.incident.reference}
          status={row.incident.status}
          confirmed={row.incident.confirmedAt !== null}
          onView={() => navigate(paths.adminIncident(row.incident.id))}
          onSetStatus={(status) => setStatus(row, status)}
          onConfirm={() => confirmReport(row)}
          onDiscard={() => onDiscard({ id: row.incident.id, reference: row.incident.reference })}
        />
      ),
    },
  ];

  return <DataTable {...table} columns={columns} rowKey={(row) => row.incident.id} selection={selection} />;
}
