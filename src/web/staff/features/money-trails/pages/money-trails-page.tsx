import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { parseCaseReference } from '@shared/format/case-reference';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { moneyTrailStatuses } from '@shared/money-trails/status';
import { isTrailCurrency } from '@shared/money/currencies';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { ExportButton } from '@/staff/components/export-button';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { listView } from '@/staff/lib/list-view';
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

const SCOPE = ['email', 'incidentId'] as const;
// `?new=1`: a link from a case page ("Add money trail") opens the form at once, on that case, in the
// case's currency (`currency`; a code the form does not take is left out).
const OPEN_FORM = 'new';
const FORM_CURRENCY = 'currency';

const trailCurrencyOf = (code: string | null) => (code !== null && isTrailCurrency(code) ? code : undefined);

/** /admin/money-trails: where victims' money went, searchable by account, with tiles per currency. */
export default function MoneyTrailsPage() {
  const { params, extra, update, queryString } = useListParams({ sort: 'newest' }, SCOPE);
  const list = useMoneyTrails(queryString);
  const summary = useMoneyTrailSummary({ email: extra.email, incidentId: extra.incidentId });
  const [search, setSearch] = useSearchParams();
  const [draft, setDraft] = useState<TrailDraft | null>(() =>
    search.get(OPEN_FORM) === '1'
      ? { incidentId: parseCaseReference(search.get('incidentId') ?? '') ?? undefined, currency: trailCurrencyOf(search.get(FORM_CURRENCY)) }
      : null,
  );
  useEffect(() => {
    if (search.get(OPEN_FORM) === null && search.get(FORM_CURRENCY) === null) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(OPEN_FORM);
        next.delete(FORM_CURRENCY);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);
  const [deleting, setDeleting] = useState<StaffMoneyTrail | null>(null);
  const view = listView({ params, update }, list, params.q.trim() !== '' || params.status !== 'all' || Boolean(extra.email) || Boolean(extra.incidentId));
  const onScope = useCallback((scope: { email: string; incidentId: string }) => update(scope), [update]);
  const { t } = useLingui();
  const statusOptions = useMemo(() => [{ value: 'all', label: t`All` }, ...moneyTrailStatuses.map((value) => ({ value, label: formatStatusLabel(value) }))], [t]);

  return (
    <>
      <SectionHeader
        title={t`Money Trails`}
        description={t`Transfers recorded on cases, newest first. Amounts keep their own currency and are never added across currencies.`}
        actions={
          <Button onClick={() => setDraft({ incidentId: extra.incidentId ? (parseCaseReference(extra.incidentId) ?? undefined) : undefined })}>
            <Plus aria-hidden="true" /> <Trans>Create Trail</Trans>
          </Button>
        }
      />
      <MoneyTrailTiles summary={summary.data} failed={summary.isError} />
      <TrailScopeFilters scope={{ email: extra.email ?? '', incidentId: extra.incidentId ?? '' }} onChange={onScope} />
      <ListToolbar
        searchLabel={t`Search money trails`}
        searchPlaceholder={t`Search type, to-account, from-account or FR- reference`}
        {...view.search}
        status={view.status(t`Status`, statusOptions)}
        actions={<ExportButton list="money-trails" query={queryString} />}
      />
      <MoneyTrailsTable
        {...view.table({
          caption: t`Money trails`,
          error: t`The money trails could not be loaded. Check the filters, or try Refresh All.`,
          noMatch: t`No money trails match these filters.`,
          none: t`No money trails yet.`,
        })}
        onEdit={(trail) => setDraft({ trail })}
        onDelete={setDeleting}
      />
      <Pagination {...view.pager} noun={t`money trails`} />
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
