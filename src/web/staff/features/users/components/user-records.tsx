import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@shared/format/dates';
import { formatFileSize } from '@shared/format/file-size';
import { formatMoney } from '@shared/format/money';
import { formatStatusLabel } from '@shared/incidents/status';
import type { UserApplication, UserDocument, UserIncident, UserPayout } from '@shared/users/staff-schema';
import { DataTable, type Column } from '@/staff/components/data-table';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';
import { useUserRecords, type UserRecordKind } from '../api/get-user-records';

// The same words as the status badges on the Incidents and Applications screens (D12).
const label = formatStatusLabel;

const incidentColumns: Column<UserIncident>[] = [
  {
    key: 'reference',
    header: 'Case',
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={paths.adminIncident(row.id)} className="whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline">
          {row.reference}
        </Link>
        {!row.confirmed && <Badge tone="orange">Unconfirmed</Badge>}
      </span>
    ),
  },
  { key: 'platform', header: 'Platform', cell: (row) => row.platformName },
  { key: 'loss', header: 'Amount lost', cell: (row) => formatMoney(row.lossAmount) },
  { key: 'status', header: 'Status', cell: (row) => label(row.status) },
  { key: 'date', header: 'Incident date', cell: (row) => formatDate(row.incidentDate), className: 'hidden sm:table-cell' },
];

const applicationColumns: Column<UserApplication>[] = [
  {
    key: 'reference',
    header: 'Application',
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={paths.adminApplication(row.id)} className="whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline">
          {row.reference}
        </Link>
        {!row.emailVerified && <Badge tone="orange">E-mail not verified</Badge>}
      </span>
    ),
  },
  { key: 'platform', header: 'Platform', cell: (row) => row.platformName },
  { key: 'loss', header: 'Amount lost', cell: (row) => formatMoney(row.lossAmount) },
  { key: 'status', header: 'Status', cell: (row) => label(row.status) },
  { key: 'date', header: 'Submitted', cell: (row) => formatDate(row.submittedAt), className: 'hidden sm:table-cell' },
];

const payoutColumns: Column<UserPayout>[] = [
  {
    key: 'case',
    header: 'Case',
    cell: (row) => (
      <Link to={paths.adminIncident(row.incidentId)} className="text-primary underline-offset-4 hover:underline">
        {row.incidentReference}
      </Link>
    ),
  },
  { key: 'amount', header: 'Amount', cell: (row) => (row.currency === 'USD' ? formatMoney(row.amount) : `${row.amount} ${row.currency}`) },
  { key: 'method', header: 'Method', cell: (row) => label(row.payoutMethod), className: 'hidden sm:table-cell' },
  { key: 'status', header: 'Status', cell: (row) => label(row.status) },
  { key: 'date', header: 'Requested', cell: (row) => formatDate(row.requestDate), className: 'hidden sm:table-cell' },
];

const documentColumns: Column<UserDocument>[] = [
  { key: 'name', header: 'File', cell: (row) => <span className="break-all">{row.filename}</span> },
  { key: 'size', header: 'Size', cell: (row) => formatFileSize(row.sizeBytes), className: 'whitespace-nowrap' },
  { key: 'status', header: 'Status', cell: (row) => label(row.status) },
  { key: 'date', header: 'Uploaded', cell: (row) => formatDate(row.uploadDate), className: 'hidden sm:table-cell' },
];

function RecordList<K extends UserRecordKind>({
  userId,
  kind,
  title,
  columns,
  empty,
}: {
  userId: number;
  kind: K;
  title: string;
  columns: Column<never>[];
  empty: string;
}) {
  const records = useUserRecords(userId, kind);
  const total = records.data?.total ?? 0;
  const shown = records.data?.items.length ?? 0;
  let note: ReactNode = null;
  if (total > shown) note = <p className="text-sm text-muted-foreground">Showing the newest {shown} of {total}.</p>;
  return (
    <section aria-labelledby={`user-${kind}`} className="flex flex-col gap-2">
      <h2 id={`user-${kind}`} className="text-lg font-semibold">
        {title} {records.data ? <span className="text-muted-foreground">({total})</span> : null}
      </h2>
      <DataTable
        caption={title}
        columns={columns as Column<(typeof records.data & object)['items'][number]>[]}
        rows={records.data?.items}
        rowKey={(row) => row.id}
        isLoading={records.isFetching}
        error={records.isError ? `The ${title.toLowerCase()} could not be loaded.` : undefined}
        empty={empty}
      />
      {note}
    </section>
  );
}

/** The user detail's four lists (spec 7): every record of the address, unconfirmed ones marked (D18). */
export function UserRecords({ userId }: { userId: number }) {
  return (
    <div className="flex flex-col gap-6">
      <RecordList userId={userId} kind="incidents" title="Incidents" columns={incidentColumns as Column<never>[]} empty="No incidents name this e-mail." />
      <RecordList
        userId={userId}
        kind="recovery-applications"
        title="Recovery applications"
        columns={applicationColumns as Column<never>[]}
        empty="No recovery applications from this e-mail."
      />
      <RecordList userId={userId} kind="payouts" title="Payouts" columns={payoutColumns as Column<never>[]} empty="No payout requests." />
      <RecordList userId={userId} kind="documents" title="Documents" columns={documentColumns as Column<never>[]} empty="No documents." />
    </div>
  );
}
