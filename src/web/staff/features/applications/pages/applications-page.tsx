import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { applicationStatusLabels, type StaffApplication } from '@shared/applications/staff-schema';
import { applicationStatuses } from '@shared/applications/status';
import { idSchema } from '@shared/schemas';
import { ExportButton } from '@/staff/components/export-button';
import { SavedViewsControl } from '@/staff/components/saved-views-control';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { useRowSelection } from '@/staff/components/use-row-selection';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { paths } from '@/lib/paths';
import { useApplications } from '../api/get-applications';
import { ApplicationBulkActions, type ChosenApplication } from '../components/application-bulk-actions';
import { ApplicationDetailDialog } from '../components/application-detail-dialog';
import { ApplicationsTable, viewLinkOf } from '../components/applications-table';
import { DecideApplicationDialog, type PendingDecision } from '../components/decide-application-dialog';

/** /admin/applications, and /admin/applications/:id with that application's dialog open over the list. */
export default function ApplicationsPage() {
  const { t } = useLingui();
  const statusOptions = [
    { value: 'all', label: t`All` },
    ...applicationStatuses.map((status) => ({ value: status, label: applicationStatusLabels[status] })),
  ];
  const { params, update, queryString } = useListParams({ sort: 'newest' });
  const list = useApplications(queryString);
  // A row's Approve, Reject or Under Review asks once (a rejection with its reason) before it is sent.
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const navigate = useNavigate();
  const { search } = useLocation();
  const routeId = useParams().id;
  // An address whose id is no id still opens the dialog (as 0), which then says it could not be loaded.
  const openId = routeId === undefined ? null : (idSchema().safeParse(routeId).data ?? 0);
  const view = listView({ params, update }, list);
  const chosen = useRowSelection<StaffApplication, ChosenApplication>(queryString, {
    idOf: (a) => a.id,
    toChosen: (a) => ({ id: a.id, reference: a.recoveryId, version: a.updatedAt }),
    label: (a) => {
      const reference = a.recoveryId;
      const fullName = a.fullName;
      return t`Choose ${reference} (${fullName})`;
    },
  });

  return (
    <>
      <SectionHeader title={t`Recovery Applications`} description={t`Applications for help with a recovery, newest first.`} />
      <ListToolbar searchLabel={t`Search applications`} searchPlaceholder={t`Search by name, e-mail or RA- reference`} {...view.search} status={view.status(t`Status`, statusOptions)} actions={
          <>
            <SavedViewsControl list="applications" />
            <ExportButton list="recovery-applications" query={queryString} />
          </>
        } />
      <ApplicationBulkActions chosen={chosen.chosen} onDone={chosen.clear} />
      <ApplicationsTable
        {...view.table({ caption: t`Recovery applications`, error: t`The applications could not be loaded. Try Refresh All or reload the page.`, noMatch: t`No applications match this search.`, none: t`No applications yet.` })}
        onSetStatus={(application, status) => setDeciding({ application, status })}
        selection={chosen.selection}
      />
      <Pagination {...view.pager} noun={t`applications`} />
      <DecideApplicationDialog
        decision={deciding}
        onClose={() => {
          const id = deciding?.application.id;
          setDeciding(null);
          if (id !== undefined) viewLinkOf(id)?.focus();
        }}
      />
      <ApplicationDetailDialog
        id={openId}
        onClose={() => void navigate({ pathname: paths.adminApplications, search })}
        onClosed={(id) => (viewLinkOf(id) ?? document.querySelector<HTMLElement>('main h1, h1'))?.focus()}
      />
    </>
  );
}
