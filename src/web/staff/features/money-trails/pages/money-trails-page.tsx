import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { moneyTrailStatuses } from '@shared/money-trails/status';
import { formatStatusLabel } from '@shared/incidents/status';
import { ExportButton } from '@/staff/components/export-button';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { useListParams } from '@/staff/lib/use-list-params';
import { returnFocus } from '@/staff/lib/return-focus';
import { Button } from '@/components/ui/button';
import { useMoneyTrailSummary } from '../api/get-money-trail-summary';
import { useMoneyTrails } from '../api/get-money-trails';
import { DeleteTrailDialog } from '../components/delete-trail-dialog';
import { MoneyTrailDialog, type TrailDraft } from '../components/money-trail-dialog';
import { MoneyTrailTiles } from '../components/money-trail-tiles';
import { MoneyTrailsTable } from '../components/money-trails-table';
import { TrailScopeFilters } from '../components/trail-scope-filters';

const statusOptions = [{ value: 'all', label: 'All' }, ...moneyTrailStatuses.map((value) => ({ value, label: formatStatusLabel(value) }))];
const SCOPE = ['email', 'incidentId'] as const;

/** /admin/money-trails: where victims' money went, searchable by account, with tiles per currency. */
export default function MoneyTrailsPage() {
  const { params, extra, update, queryString } = useListParams({ sort: 'newest' }, SCOPE);
  const list = useMoneyTrails(queryString);
  const summary = useMoneyTrailSummary({ email: extra.email, incidentId: extra.incidentId });
  const [draft, setDraft] = useState<TrailDraft | null>(null);
  const [deleting, setDeleting] = useState<StaffMoneyTrail | null>(null);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / params.pageSize));
  const filtered = params.q.trim() !== '' || params.status !== 'all' || Boolean(extra.email) || Boolean(extra.incidentId);
  const onScope = useCallback((scope: { email: string; incidentId: string }) => update(scope), [update]);

  return (
    <>
      <SectionHeader
        title="Money Trails"
        description="Transfers recorded on cases, newest first. Amounts keep their own currency and are never added across currencies."
        actions={
          <Button onClick={() => setDraft({ incidentId: extra.incidentId ? Number(extra.incidentId) : undefined })}>
            <Plus aria-hidden="true" /> Create Trail
          </Button>
        }
      />
      <MoneyTrailTiles summary={summary.data} failed={summary.isError} />
      <TrailScopeFilters scope={{ email: extra.email ?? '', incidentId: extra.incidentId ?? '' }} onChange={onScope} />
      <ListToolbar
        searchLabel="Search money trails"
        searchPlaceholder="Search type, to-account, from-account or FR- reference"
        q={params.q}
        onSearch={(q) => update({ q })}
        status={{ label: 'Status', value: params.status, options: statusOptions, onChange: (value) => update({ status: value }) }}
        actions={<ExportButton list="money-trails" query={queryString} />}
      />
      <MoneyTrailsTable
        caption={`Money trails, page ${params.page} of ${pages}`}
        rows={list.data?.items}
        isLoading={list.isFetching}
        error={list.isError ? 'The money trails could not be loaded. Check the filters, or try Refresh All.' : undefined}
        empty={filtered ? 'No money trails match these filters.' : 'No money trails yet.'}
        onEdit={(trail) => setDraft({ trail })}
        onDelete={setDeleting}
      />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        total={list.data?.total}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
        noun="money trails"
      />
      <MoneyTrailDialog
        draft={draft}
        onClose={() => {
          returnFocus(draft && 'trail' in draft ? `[data-trail="${draft.trail.id}"]` : 'main h1');
          setDraft(null);
        }}
      />
      <DeleteTrailDialog
        trail={deleting}
        onClose={() => {
          if (deleting) returnFocus(`[data-trail="${deleting.id}"]`);
          setDeleting(null);
        }}
      />
    </>
  );
}
