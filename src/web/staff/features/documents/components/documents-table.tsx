import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StaffDocument } from '@shared/documents/staff-schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type RowSelection, type TableState } from '@/staff/components/data-table';
import { formatDate, formatKilobytes } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { viewable } from '@/staff/components/document-viewer/document-viewer';

// The spec's colours: verified green, pending yellow, rejected red.
const tones: Record<StaffDocument['status'], BadgeTone> = { verified: 'green', pending: 'yellow', rejected: 'red' };
/** Said with `i18n._` where drawn. */
export const documentStatusLabels: Record<StaffDocument['status'], MessageDescriptor> = { verified: msg`Verified`, pending: msg`Pending`, rejected: msg`Rejected` };

type DocumentsTableProps = TableState<StaffDocument> & {
  onView: (doc: StaffDocument) => void;
  onDownload: (doc: StaffDocument) => void;
  onVerify: (doc: StaffDocument) => void;
  onReject: (doc: StaffDocument) => void;
  busyId?: number;
  /** Rows chosen for an action on many (issue 26). */
  selection?: RowSelection<StaffDocument>;
};

export function DocumentsTable({ onView, onDownload, onVerify, onReject, busyId, selection, ...table }: DocumentsTableProps) {
  const { t, i18n } = useLingui();
  const columns: Column<StaffDocument>[] = [
    {
      key: 'name',
      header: t`Original name`,
      cell: (d) => {
        const reason = d.rejectionReason;
        return (
          <div className="min-w-48">
            <div className="break-all font-medium">{d.originalName}</div>
            {reason ? (
              <div className="text-xs text-red-900">
                <Trans>Reason: {reason}</Trans>
              </div>
            ) : null}
          </div>
        );
      },
    },
    { key: 'type', header: t`File type`, cell: (d) => <span className="break-all">{d.fileType}</span> },
    { key: 'size', header: t`Size`, className: 'text-end', cell: (d) => <span className="whitespace-nowrap tabular-nums">{formatKilobytes(d.fileSize)}</span> },
    { key: 'status', header: t`Status`, cell: (d) => <Badge tone={tones[d.status]}>{i18n._(documentStatusLabels[d.status])}</Badge> },
    {
      key: 'case',
      header: t`Case`,
      cell: (d) =>
        d.recoveryId === null ? (
          <span className="text-muted-foreground">
            <Trans>None</Trans>
          </span>
        ) : (
          <Link to={paths.adminIncident(d.recoveryId)} className="font-mono whitespace-nowrap text-primary underline underline-offset-4">
            {d.reference}
          </Link>
        ),
    },
    {
      key: 'uploader',
      header: t`Uploaded by`,
      cell: (d) => {
        const staffName = d.addedByStaff;
        return (
        <div className="min-w-40">
          <div className="break-all">{staffName ? t`${staffName} (case team)` : d.uploader}</div>
          <div className="text-xs text-muted-foreground">{formatDate(d.createdAt)}</div>
        </div>
        );
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (d) => {
        const name = d.originalName;
        return (
        <div className="flex flex-wrap gap-2">
          {viewable(d.fileType) ? (
            <Button size="sm" variant="outline" aria-label={t`View ${name}`} onClick={() => onView(d)}>
              <Trans>View</Trans>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" data-document={d.id} aria-label={t`Download ${name}`} onClick={() => onDownload(d)}>
            <Trans>Download</Trans>
          </Button>
          <Button size="sm" variant="outline" aria-label={t`Verify ${name}`} disabled={d.status === 'verified' || busyId === d.id} onClick={() => onVerify(d)}>
            <Trans>Verify</Trans>
          </Button>
          <Button size="sm" variant="outline" aria-label={t`Reject ${name}`} disabled={d.status === 'rejected' || busyId === d.id} onClick={() => onReject(d)}>
            <Trans>Reject</Trans>
          </Button>
        </div>
        );
      },
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(d) => d.id} selection={selection} />;
}
