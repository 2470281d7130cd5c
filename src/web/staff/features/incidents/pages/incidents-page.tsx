import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { IncidentListSort, StaffIncidentListRow } from '@shared/incidents/staff-schema';
import { UNCONFIRMED_FILTER } from '@shared/incidents/staff-schema';
import { incidentStatuses } from '@shared/incidents/status';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ExportButton } from '@/staff/components/export-button';
import { SavedViewsControl } from '@/staff/components/saved-views-control';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useRowSelection } from '@/staff/components/use-row-selection';
import { useIncidentSummary } from '../api/get-incident-summary';
import { useIncidents } from '../api/get-incidents';
import { CaseBulkActions, type ChosenCase } from '../components/bulk-actions-bar';
import { CreateIncidentDialog } from '../components/create-incident-dialog';
import { DiscardReportDialog } from '../components/discard-report-dialog';
import { IncidentFilters, incidentFilterNames, incidentSortDescriptions, type IncidentFilterValues } from '../components/incident-filters';
import { IncidentSummaryTiles } from '../components/incident-summary-tiles';
import { IncidentsTable } from '../components/incidents-table';
import { useFocusHeadingOnArrival } from '../lib/use-focus-heading-on-arrival';

export default function IncidentsPage() {
  const { params, extra, update, queryString } = useListParams({ sort: 'newest' }, incidentFilterNames);
  const filters = extra as IncidentFilterValues;
  const filtered = params.q.trim() !== '' || params.status !== 'all' || incidentFilterNames.some((name) => filters[name] !== '');
  const list = useIncidents(queryString);
  const summary = useIncidentSummary();
  const [discarding, setDiscarding] = useState<{ id: number; reference: string } | null>(null);
  useFocusHeadingOnArrival(true);
  const showingUnconfirmed = params.status === UNCONFIRMED_FILTER;
  const waiting = summary.data?.unconfirmed ?? 0;
  const view = listView({ params, update }, list, filtered);
  const session = useStaffSession();
  const { t, i18n } = useLingui();
  const statusOptions = useMemo(
    () => [
      { value: 'all', label: t`All statuses` },
      ...incidentStatuses.map((status) => ({ value: status, label: formatStatusLabel(status) })),
      { value: UNCONFIRMED_FILTER, label: t`Unconfirmed reports` },
    ],
    [t],
  );

  const chosen = useRowSelection<StaffIncidentListRow, ChosenCase>(queryString, {
    idOf: ({ incident }) => incident.id,
    toChosen: ({ incident }) => ({ id: incident.id, version: incident.version, reference: incident.reference }),
    label: ({ incident, platform }) => {
      const reference = incident.reference;
      const platformName = platform.name;
      return t`Choose ${reference} (${platformName})`;
    },
  });

  return (
    <>
      <SectionHeader
        title={t`Incidents`}
        description={i18n._(incidentSortDescriptions[params.sort as IncidentListSort] ?? incidentSortDescriptions.newest)}
        actions={<CreateIncidentDialog />}
      />
      <IncidentSummaryTiles summary={summary.data} failed={summary.isError} />
      {/* D18: reports nobody has confirmed yet reach no victim until staff or the mailbox owner confirm them. */}
      {waiting > 0 && !showingUnconfirmed && (
        <Alert variant="info" className="flex flex-wrap items-center justify-between gap-3">
          <AlertDescription>
            <Plural
              value={waiting}
              one="# report is waiting to be confirmed. They reach no victim until staff or the owner of the e-mail address confirm them."
              other="# reports are waiting to be confirmed. They reach no victim until staff or the owner of the e-mail address confirm them."
            />
          </AlertDescription>
          <Button size="sm" variant="outline" onClick={() => update({ status: UNCONFIRMED_FILTER })}>
            <Trans>Review unconfirmed reports</Trans>
          </Button>
        </Alert>
      )}
      <ListToolbar
        searchLabel={t`Search incidents`}
        searchPlaceholder={t`Search by platform, victim e-mail, description or FR- reference`}
        {...view.search}
        status={view.status(t`Status`, statusOptions)}
        actions={
          <>
            <SavedViewsControl list="incidents" />
            <ExportButton list="incidents" query={queryString} />
          </>
        }
      />
      <IncidentFilters values={filters} onChange={update} sort={params.sort} onSortChange={(sort) => update({ sort })} />
      <CaseBulkActions chosen={chosen.chosen} isAdmin={session.data?.role === 'admin'} myId={session.data?.id ?? null} onDone={chosen.clear} />
      {showingUnconfirmed && (
        <p className="pb-2 text-muted-foreground">
          <Trans>
            Unconfirmed reports: confirm one to let it reach the victim, or discard a report that is not genuine. Both are in each
            row&apos;s menu.
          </Trans>
        </p>
      )}
      <IncidentsTable
        {...view.table({
          caption: showingUnconfirmed ? t`Unconfirmed reports` : t`Incidents`,
          error: t`The incidents could not be loaded. Try Refresh All or reload the page.`,
          // The unconfirmed filter is a filter, so an empty page of it is a non-match.
          noMatch: showingUnconfirmed ? t`No reports are waiting to be confirmed.` : t`No incidents match this search.`,
          none: t`No incidents yet.`,
        })}
        onDiscard={setDiscarding}
        selection={chosen.selection}
      />
      <Pagination {...view.pager} noun={showingUnconfirmed ? t`unconfirmed reports` : t`incidents`} />
      <DiscardReportDialog report={discarding} onClose={() => setDiscarding(null)} />
    </>
  );
}
