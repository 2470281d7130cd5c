import { formatDateTime } from '@shared/format/dates';
import type { ImpersonationContact, ImpersonationKind } from '@shared/impersonation/schema';
import { type impersonationContactSorts } from '@shared/impersonation/schema';
import { NativeSelect } from '@/components/ui/native-select';
import { DataTable, type Column } from '@/staff/components/data-table';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { useImpersonationSummary, usePosingContacts } from '../api/get-impersonation';

const kindLabels: Record<ImpersonationKind, string> = { email: 'E-mail', phone: 'Phone', website: 'Website', name: 'Name' };
const kindOptions = [{ value: 'all', label: 'All kinds' }, ...Object.entries(kindLabels).map(([value, label]) => ({ value, label }))];
const sortLabels: Record<(typeof impersonationContactSorts)[number], string> = {
  most_checked: 'Most checked first',
  last_seen: 'Last checked first',
  most_reported: 'Most reported first',
};

const columns: Column<ImpersonationContact>[] = [
  { key: 'kind', header: 'Kind', className: 'whitespace-nowrap', cell: (row) => kindLabels[row.kind] },
  // Plain text, never a link: nobody should reach an impostor from a staff screen.
  { key: 'value', header: 'Contact', className: 'min-w-56', cell: (row) => <span className="font-medium [overflow-wrap:anywhere]">{row.value}</span> },
  { key: 'checks', header: 'Checked', className: 'text-end tabular-nums', cell: (row) => row.checks.toLocaleString('en-US') },
  { key: 'reports', header: 'Reported', className: 'text-end tabular-nums', cell: (row) => row.reports.toLocaleString('en-US') },
  { key: 'first', header: 'First checked', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.firstSeen) },
  { key: 'last', header: 'Last checked', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.lastSeen) },
];

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value === undefined ? '…' : value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/**
 * /admin/posing-as-us (issue 27): what visitors asked "Is this really us?" about. The contacts that
 * are not ours are who poses as us; a visitor's report says they were approached by it. Neither is
 * verified: a contact here is a lead, not a finding.
 */
export default function PosingAsUsPage() {
  const { params, update, queryString } = useListParams({ sort: 'most_checked' });
  const summary = useImpersonationSummary();
  const list = usePosingContacts(queryString);
  const view = listView({ params, update }, list);
  const figures = summary.data;
  return (
    <>
      <SectionHeader
        title="Posing as Us"
        description={'What visitors checked on "Is this really us?": the contacts that are not ours, most checked first. A visitor\'s word, not verified: a lead for a warning or a report, not a finding.'}
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`Look-ups in the last ${figures?.days ?? 30} days`}>
        <Figure label="Look-ups, last 30 days" value={figures?.checks} />
        <Figure label="Not ours" value={figures?.notOurs} />
        <Figure label="Ours" value={figures?.ours} />
        <Figure label="Reported by visitors" value={figures?.reported} />
      </dl>
      {summary.isError ? <p className="text-sm text-destructive">The figures could not be loaded. Try Refresh All.</p> : null}
      <ListToolbar
        searchLabel="Search contacts"
        searchPlaceholder="Search an address, number, website or name"
        {...view.search}
        status={view.status('Kind', kindOptions)}
        actions={
          <label className="flex flex-col gap-1 text-sm font-medium">
            Sort
            <NativeSelect className="w-52" value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
              {Object.entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
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
          caption: 'Contacts posing as us',
          error: 'The contacts could not be loaded. Try Refresh All.',
          noMatch: 'No contact matches these filters.',
          none: 'Nobody has checked a contact that is not ours yet.',
        })}
      />
      <Pagination {...view.pager} noun="contacts" />
    </>
  );
}
