import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link, NavLink } from 'react-router';
import type { SavedView, ViewList } from '@shared/views/schema';
import type { MyWorkCounts } from '@shared/work/schema';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { formatQueueCount } from '@/staff/lib/queue-count';

type NavItem = { label: MessageDescriptor; to: string; end?: boolean; adminOnly?: boolean };
type NavGroup = { heading: MessageDescriptor; items: NavItem[]; adminOnly?: boolean };

/** The spec's four groups, exactly, then what only an admin manages (D17). */
export const sidebarGroups: NavGroup[] = [
  {
    heading: msg`Core Management`,
    items: [
      { label: msg`Overview`, to: paths.admin, end: true },
      { label: msg`Users`, to: paths.adminUsers },
      { label: msg`Incidents`, to: paths.adminIncidents },
      { label: msg`Recovery Applications`, to: paths.adminApplications },
      { label: msg`Communications`, to: paths.adminCommunications },
      { label: msg`Saved Replies`, to: paths.adminSavedReplies, adminOnly: true },
      { label: msg`Tags`, to: paths.adminTags, adminOnly: true },
      { label: msg`Case Templates`, to: paths.adminCaseTemplates, adminOnly: true },
    ],
  },
  {
    heading: msg`Financial`,
    items: [
      { label: msg`Money Trails`, to: paths.adminMoneyTrails },
      { label: msg`Payouts`, to: paths.adminPayouts },
      { label: msg`Documents`, to: paths.adminDocuments },
    ],
  },
  {
    heading: msg`System`,
    items: [
      { label: msg`Notifications`, to: paths.adminNotifications },
      { label: msg`Alerts`, to: paths.adminAlerts },
      { label: msg`Known Scams`, to: paths.adminKnownScams },
      { label: msg`Posing as Us`, to: paths.adminPosingAsUs },
      // A caseworker could only read "Admins only" there: what a role cannot use is not offered.
      { label: msg`Settings`, to: paths.adminSettings, adminOnly: true },
    ],
  },
  {
    heading: msg`Reports`,
    items: [
      { label: msg`Generate`, to: paths.adminReports },
      { label: msg`Analytics`, to: paths.adminAnalytics },
      { label: msg`Export`, to: paths.adminExport },
    ],
  },
  {
    heading: msg`Administration`,
    adminOnly: true,
    items: [
      { label: msg`Staff`, to: paths.adminStaff },
      { label: msg`Audit Log`, to: paths.adminAudit },
      // Issue 27: an existing caseload from a CSV file; it makes many victims' records at once.
      { label: msg`Import`, to: paths.adminImport },
      // API keys and webhooks for other systems (issue 27).
      { label: msg`Integrations`, to: paths.adminIntegrations },
    ],
  },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring',
    isActive ? 'bg-primary font-semibold text-primary-foreground' : 'text-foreground hover:bg-muted',
  );

/** My work's queues, each a link to its part of the page, with its count when known. */
const queues: { key: keyof MyWorkCounts; label: MessageDescriptor; anchor: string }[] = [
  { key: 'mine', label: msg`My cases`, anchor: 'mine' },
  { key: 'waiting', label: msg`Waiting on us`, anchor: 'waiting' },
  { key: 'unassigned', label: msg`Nobody has taken`, anchor: 'unassigned' },
  { key: 'applications', label: msg`Applications waiting`, anchor: 'applications' },
];

/** Where each list lives, for a saved view's link. */
const listPaths: Record<ViewList, string> = {
  incidents: paths.adminIncidents,
  applications: paths.adminApplications,
  documents: paths.adminDocuments,
  payouts: paths.adminPayouts,
};

const subLinkClass =
  'flex items-center justify-between gap-2 rounded-md py-1 ps-6 pe-3 text-sm text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring';

/** A staff member's saved views and everyone's shared ones (issue 26), each a link to its list so filtered. */
function ViewsGroup({ views, onNavigate }: { views: SavedView[]; onNavigate?: () => void }) {
  const { t } = useLingui();
  return (
    <div>
      <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Trans>Views</Trans>
      </h2>
      <ul className="flex flex-col gap-0.5">
        {views.map((view) => (
          <li key={view.id}>
            <Link to={`${listPaths[view.list]}?${view.filters}`} onClick={onNavigate} className={subLinkClass}>
              <span className="[overflow-wrap:anywhere]">{view.name}</span>
              {view.shared ? <span className="text-xs text-muted-foreground">{t`shared`}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MyWorkGroup({ counts, onNavigate }: { counts?: MyWorkCounts; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <div>
      <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Trans>Work</Trans>
      </h2>
      <ul className="flex flex-col gap-0.5">
        <li>
          <NavLink to={paths.adminMyWork} onClick={onNavigate} className={navLinkClass}>
            <Trans>My work</Trans>
          </NavLink>
        </li>
        {queues.map((queue) => (
          <li key={queue.key}>
            <Link
              to={`${paths.adminMyWork}#${queue.anchor}`}
              onClick={onNavigate}
              className={subLinkClass}
            >
              <span>{i18n._(queue.label)}</span>
              {counts ? <span className="tabular-nums text-muted-foreground">{formatQueueCount(counts[queue.key])}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The staff side's navigation: My work with its counts (kept current by the layout), then the
 * spec's groups. The current section is marked for screen readers (aria-current, which NavLink
 * sets) and by a filled, high-contrast background for everyone else.
 */
export function StaffSidebar({
  isAdmin,
  counts,
  views = [],
  onNavigate,
  className,
}: {
  isAdmin: boolean;
  counts?: MyWorkCounts;
  views?: SavedView[];
  onNavigate?: () => void;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Staff sections`} className={cn('flex flex-col gap-4 p-3', className)}>
      <MyWorkGroup counts={counts} onNavigate={onNavigate} />
      {views.length > 0 ? <ViewsGroup views={views} onNavigate={onNavigate} /> : null}
      {sidebarGroups
        .filter((group) => isAdmin || !group.adminOnly)
        .map((group) => (
          <div key={group.heading.id}>
            <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{i18n._(group.heading)}</h2>
            <ul className="flex flex-col gap-0.5">
              {group.items.filter((item) => isAdmin || !item.adminOnly).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={onNavigate}
                    className={navLinkClass}
                  >
                    {i18n._(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}
