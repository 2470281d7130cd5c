import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import type { UserApplication, UserDocument, UserIncident, UserPayout } from '@shared/users/staff-schema';
import { DataTable, type Column } from '@/staff/components/data-table';
import { incidentStatusText } from '@/staff/components/incident-status-badge';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatFileSize, formatMoney, formatNumber } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/texts';
import { paths } from '@/lib/paths';
import { useUserRecords, type UserRecordKind } from '../api/get-user-records';

// The same words as the status badges on the Incidents and Applications screens (D12).
const recordLabels: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  under_review: msg`Under Review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  paid: msg`Paid`,
  verified: msg`Verified`,
  bank_transfer: msg`Bank Transfer`,
  paypal: msg`Paypal`,
  check: msg`Check`,
};

/** A status or payout method as staff read it, in their language; an unknown value in plain words. */
function label(value: string): string {
  const known = recordLabels[value];
  return known ? i18n._(known) : formatStatusLabel(value);
}

function incidentColumns(t: (descriptor: MessageDescriptor) => string): Column<UserIncident>[] {
  return [
    {
      key: 'reference',
      header: t(msg`Case`),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={paths.adminIncident(row.id)} className="whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline">
            {row.reference}
          </Link>
          {!row.confirmed && (
            <Badge tone="orange">
              <Trans>Unconfirmed</Trans>
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'platform', header: t(msg`Platform`), cell: (row) => row.platformName },
    { key: 'loss', header: t(msg`Amount lost`), cell: (row) => formatMoney(row.lossAmount, row.currency) },
    { key: 'status', header: t(msg`Status`), cell: (row) => incidentStatusText(row.status) },
    { key: 'date', header: t(msg`Incident date`), cell: (row) => formatDate(row.incidentDate), className: 'hidden sm:table-cell' },
  ];
}

function applicationColumns(t: (descriptor: MessageDescriptor) => string): Column<UserApplication>[] {
  return [
    {
      key: 'reference',
      header: t(msg`Application`),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={paths.adminApplication(row.id)} className="whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline">
            {row.reference}
          </Link>
          {!row.emailVerified && (
            <Badge tone="orange">
              <Trans>E-mail not verified</Trans>
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'platform', header: t(msg`Platform`), cell: (row) => row.platformName },
    { key: 'loss', header: t(msg`Amount lost`), cell: (row) => formatMoney(row.lossAmount, row.currency) },
    { key: 'status', header: t(msg`Status`), cell: (row) => label(row.status) },
    { key: 'date', header: t(msg`Submitted`), cell: (row) => formatDate(row.submittedAt), className: 'hidden sm:table-cell' },
  ];
}

function payoutColumns(t: (descriptor: MessageDescriptor) => string): Column<UserPayout>[] {
  return [
    {
      key: 'case',
      header: t(msg`Case`),
      cell: (row) => (
        <Link to={paths.adminIncident(row.incidentId)} className="text-primary underline-offset-4 hover:underline">
          {row.incidentReference}
        </Link>
      ),
    },
    { key: 'amount', header: t(msg`Amount`), cell: (row) => formatMoney(row.amount, row.currency) },
    { key: 'method', header: t(msg`Method`), cell: (row) => label(row.payoutMethod), className: 'hidden sm:table-cell' },
    { key: 'status', header: t(msg`Status`), cell: (row) => label(row.status) },
    { key: 'date', header: t(msg`Requested`), cell: (row) => formatDate(row.requestDate), className: 'hidden sm:table-cell' },
  ];
}

function documentColumns(t: (descriptor: MessageDescriptor) => string): Column<UserDocument>[] {
  return [
    { key: 'name', header: t(msg`File`), cell: (row) => <span className="break-all">{row.filename}</span> },
    { key: 'size', header: t(msg`Size`), cell: (row) => formatFileSize(row.sizeBytes), className: 'whitespace-nowrap' },
    { key: 'status', header: t(msg`Status`), cell: (row) => label(row.status) },
    { key: 'date', header: t(msg`Uploaded`), cell: (row) => formatDate(row.uploadDate), className: 'hidden sm:table-cell' },
  ];
}

function RecordList<K extends UserRecordKind>({
  userId,
  kind,
  title,
  columns,
  empty,
  error,
}: {
  userId: number;
  kind: K;
  title: string;
  columns: Column<never>[];
  empty: string;
  error: string;
}) {
  const records = useUserRecords(userId, kind);
  const total = records.data?.total ?? 0;
  const shown = records.data?.items.length ?? 0;
  const shownCount = formatNumber(shown);
  const totalCount = formatNumber(total);
  let note: ReactNode = null;
  if (total > shown)
    note = (
      <p className="text-sm text-muted-foreground">
        <Trans>
          Showing the newest {shownCount} of {totalCount}.
        </Trans>
      </p>
    );
  return (
    <section aria-labelledby={`user-${kind}`} className="flex flex-col gap-2">
      <h2 id={`user-${kind}`} className="text-lg font-semibold">
        {title} {records.data ? <span className="text-muted-foreground">({totalCount})</span> : null}
      </h2>
      <DataTable
        caption={title}
        columns={columns as Column<(typeof records.data & object)['items'][number]>[]}
        rows={records.data?.items}
        rowKey={(row) => row.id}
        isLoading={records.isFetching}
        error={records.isError ? error : undefined}
        empty={empty}
      />
      {note}
    </section>
  );
}

/** The user detail's four lists (spec 7): every record of the address, unconfirmed ones marked (D18). */
export function UserRecords({ userId }: { userId: number }) {
  const { t, i18n: reader } = useLingui();
  const say = (descriptor: MessageDescriptor) => reader._(descriptor);
  return (
    <div className="flex flex-col gap-6">
      <RecordList
        userId={userId}
        kind="incidents"
        title={t`Incidents`}
        columns={incidentColumns(say) as Column<never>[]}
        empty={t`No incidents name this e-mail.`}
        error={t`The incidents could not be loaded.`}
      />
      <RecordList
        userId={userId}
        kind="recovery-applications"
        title={t`Recovery applications`}
        columns={applicationColumns(say) as Column<never>[]}
        empty={t`No recovery applications from this e-mail.`}
        error={t`The recovery applications could not be loaded.`}
      />
      <RecordList
        userId={userId}
        kind="payouts"
        title={t`Payouts`}
        columns={payoutColumns(say) as Column<never>[]}
        empty={t`No payout requests.`}
        error={t`The payouts could not be loaded.`}
      />
      <RecordList
        userId={userId}
        kind="documents"
        title={t`Documents`}
        columns={documentColumns(say) as Column<never>[]}
        empty={t`No documents.`}
        error={t`The documents could not be loaded.`}
      />
    </div>
  );
}
