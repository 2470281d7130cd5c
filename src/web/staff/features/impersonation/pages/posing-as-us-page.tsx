import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImpersonationContact, ImpersonationKind } from '@shared/impersonation/schema';
import { type impersonationContactSorts } from '@shared/impersonation/schema';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { DataTable, type Column } from '@/staff/components/data-table';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { useImpersonationSummary, usePosingContacts } from '../api/get-impersonation';

const kindLabels: Record<ImpersonationKind, MessageDescriptor> = { email: msg`E-mail`, phone: msg`Phone`, website: msg`Website`, name: msg`Name` };
const sortLabels: Record<(typeof impersonationContactSorts)[number], MessageDescriptor> = {
  most_checked: msg`Most checked first`,
  last_seen: msg`Last checked first`,
  most_reported: msg`Most reported first`,
};

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value === undefined ? '…' : formatNumber(value)}</dd>
    </div>
  );
}

/**
 * /admin/posing-as-us (issue 27): what visitors asked "Is this really us?" about. The contacts that
 * are not ours are who poses as us; a visitor's report says they were approached by it. Neither is
 * verified: a contact here is a lead, not a finding.
 */
export default function PosingAsUsPage() {
  const { t, i18n } = useLingui();
  const { params, update, queryString } = useListParams({ sort: 'most_checked' });
  const summary = useImpersonationSummary();
  const list = usePosingContacts(queryString);
  const view = listView({ params, update }, list);
  const figures = summary.data;
  const days = figures?.days ?? 30;
  const kindOptions = [
    { value: 'all', label: t`All kinds` },
    ...Object.entries(kindLabels).map(([value, label]) => ({ value, label: i18n._(label) })),
  ];
  const columns: Column<ImpersonationContact>[] = [
    { key: 'kind', header: t`Kind`, className: 'whitespace-nowrap', cell: (row) => i18n._(kindLabels[row.kind]) },
    // Plain text, never a link: nobody should reach an impostor from a staff screen.
    { key: 'value', header: t`Contact`, className: 'min-w-56', cell: (row) => <span className="font-medium [overflow-wrap:anywhere]">{row.value}</span> },
    { key: 'checks', header: t`Checked`, className: 'text-end tabular-nums', cell: (row) => formatNumber(row.checks) },
    { key: 'reports', header: t`Reported`, className: 'text-end tabular-nums', cell: (row) => formatNumber(row.reports) },
    { key: 'first', header: t`First checked`, className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.firstSeen) },
    { key: 'last', header: t`Last checked`, className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.lastSeen) },
  ];
  return (
    <>
      <SectionHeader
        title={t`Posing as Us`}
        description={t`What visitors checked on "Is this really us?": the contacts that are not ours, most checked first. A visitor's word, not verified: a lead for a warning or a report, not a finding.`}
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t`Look-ups in the last ${days} days`}>
        <Figure label={t`Look-ups, last 30 days`} value={figures?.checks} />
        <Figure label={t`Not ours`} value={figures?.notOurs} />
        <Figure label={t`Ours`} value={figures?.ours} />
        <Figure label={t`Reported by visitors`} value={figures?.reported} />
      </dl>
      {summary.isError ? (
        <p className="text-sm text-destructive">
          <Trans>The figures could not be loaded. Try Refresh All.</Trans>
        </p>
      ) : null}
      <ListToolbar
        searchLabel={t`Search contacts`}
        searchPlaceholder={t`Search an address, number, website or name`}
        {...view.search}
        status={view.status(t`Kind`, kindOptions)}
        actions={
          <label className="flex flex-col gap-1 text-sm font-medium">
            <Trans>Sort</Trans>
            <NativeSelect className="w-52" value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
              {Object.entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {i18n._(label)}
                </option>
              ))}
            </NativeSelect>
          </label>
        }
      />
      <DataTable
        columns={columns}
        rowKey={(row) => `${row.kind}:${row.value}`}
        {...view.table({
          caption: t`Contacts posing as us`,
          error: t`The contacts could not be loaded. Try Refresh All.`,
          noMatch: t`No contact matches these filters.`,
          none: t`Nobody has checked a contact that is not ours yet.`,
        })}
      />
      <Pagination {...view.pager} noun={t`contacts`} />
    </>
  );
}
