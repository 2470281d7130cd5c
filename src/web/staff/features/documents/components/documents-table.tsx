import { Link } from 'react-router';
import type { StaffDocument } from '@shared/documents/staff-schema';
import { formatDate } from '@shared/format/dates';
import { formatKilobytes } from '@shared/format/file-size';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type RowSelection, type TableState } from '@/staff/components/data-table';
import { paths } from '@/lib/paths';
import { viewable } from '@/staff/components/document-viewer/document-viewer';

// The spec's colours: verified green, pending yellow, rejected red.
const tones: Record<StaffDocument['status'], BadgeTone> = { verified: 'green', pending: 'yellow', rejected: 'red' };
const labels: Record<StaffDocument['status'], string> = { verified: 'Verified', pending: 'Pending', rejected: 'Rejected' };
export const documentStatusLabel = (status: StaffDocument['status']) => labels[status];

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
  const columns: Column<StaffDocument>[] = [
    {
      key: 'name',
      header: 'Original name',
      cell: (d) => (
        <div className="min-w-48">
          <div className="break-all font-medium">{d.originalName}</div>
          {d.rejectionReason ? <div className="text-xs text-red-900">Reason: {d.rejectionReason}</div> : null}
        </div>
      ),
    },
    { key: 'type', header: 'File type', cell: (d) => <span className="break-all">{d.fileType}</span> },
    { key: 'size', header: 'Size', className: 'text-end', cell: (d) => <span className="whitespace-nowrap tabular-nums">{formatKilobytes(d.fileSize)}</span> },
    { key: 'status', header: 'Status', cell: (d) => <Badge tone={tones[d.status]}>{labels[d.status]}</Badge> },
    {
      key: 'case',
      header: 'Case',
      cell: (d) =>
        d.recoveryId === null ? (
          <span className="text-muted-foreground">None</span>
        ) : (
          <Link to={paths.adminIncident(d.recoveryId)} className="font-mono whitespace-nowrap text-primary underline underline-offset-4">
            {d.reference}
          </Link>
        ),
    },
    {
      key: 'uploader',
      header: 'Uploaded by',
      cell: (d) => (
        <div className="min-w-40">
          <div className="break-all">{d.addedByStaff ? `${d.addedByStaff} (case team)` : d.uploader}</div>
          <div className="text-xs text-muted-foreground">{formatDate(d.createdAt)}</div>
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (d) => (
        <div className="flex flex-wrap gap-2">
          {viewable(d.fileType) ? (
            <Button size="sm" variant="outline" aria-label={`View ${d.originalName}`} onClick={() => onView(d)}>
              View
            </Button>
          ) : null}
          <Button size="sm" variant="outline" data-document={d.id} aria-label={`Download ${d.originalName}`} onClick={() => onDownload(d)}>
            Download
          </Button>
          <Button size="sm" variant="outline" aria-label={`Verify ${d.originalName}`} disabled={d.status === 'verified' || busyId === d.id} onClick={() => onVerify(d)}>
            Verify
          </Button>
          <Button size="sm" variant="outline" aria-label={`Reject ${d.originalName}`} disabled={d.status === 'rejected' || busyId === d.id} onClick={() => onReject(d)}>
            Reject
          </Button>
        </div>
      ),
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(d) => d.id} selection={selection} />;
}
